import { errorResponse } from "@/lib/errors";

// Unknown API paths answer in the API's JSON error shape, not with the HTML 404 page.
function notFound(): Response {
  return errorResponse("not_found", "No such API endpoint.");
}

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
