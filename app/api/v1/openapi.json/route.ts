import { openApiDocument, openApiMaxAgeSeconds } from "@/lib/api/v1/openapi";

// Built once per server: the document follows the code, which changes only with a deploy.
let body: string | undefined;

/**
 * The API's OpenAPI document, public and the same for everyone, so shared caches may keep it. Not wrapped in
 * `handle`, which marks every answer `private, no-store`; there is no caller and no input to refuse.
 */
export function GET(): Response {
  body ??= JSON.stringify(openApiDocument());
  return new Response(body, {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "cache-control": `public, max-age=${openApiMaxAgeSeconds}`,
      // Readable by API tools running on other sites; it carries nothing private.
      "access-control-allow-origin": "*",
    },
  });
}
