// The extension's background worker calls the API from a chrome-extension:// (or moz-extension://) origin. Those
// origins, and only on the extension's routes, get CORS headers; the rest of the app's policy does not change.
const extensionOrigin = /^(chrome|moz)-extension:\/\/[a-z0-9-]{1,64}$/;

export function extensionCorsHeaders(request: Request): Record<string, string> {
  const origin = request.headers.get("origin");
  if (!origin || !extensionOrigin.test(origin)) return { vary: "Origin" };
  return {
    "access-control-allow-origin": origin,
    "access-control-allow-methods": "GET, POST, OPTIONS",
    "access-control-allow-headers": "authorization, content-type",
    "access-control-max-age": "600",
    vary: "Origin",
  };
}

/** Adds the CORS headers to whatever the handler answered, refusals included. */
export function withExtensionCors<C>(handler: (request: Request, context: C) => Promise<Response>) {
  return async (request: Request, context: C): Promise<Response> => {
    const response = await handler(request, context);
    for (const [name, value] of Object.entries(extensionCorsHeaders(request))) response.headers.set(name, value);
    return response;
  };
}

/** The preflight: 204 with the headers for an extension origin, and nothing allowed for anyone else. */
export function preflight(request: Request): Response {
  return new Response(null, { status: 204, headers: extensionCorsHeaders(request) });
}
