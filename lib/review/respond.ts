import { reviewResponseHeaders } from "./headers";

/** A reviewer's route handler whose every answer, refusals included, carries the review headers. */
export function withReviewHeaders<C>(handler: (request: Request, context: C) => Promise<Response>) {
  return async (request: Request, context: C): Promise<Response> => {
    const response = await handler(request, context);
    for (const [name, value] of Object.entries(reviewResponseHeaders)) response.headers.set(name, value);
    return response;
  };
}
