// Builds the requests integration tests hand straight to route handlers, as a signed-in browser would send them.
import { appUrl } from "./auth-requests";

export function apiRequest(
  path: string,
  bearer: string | null,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Request {
  const headers: Record<string, string> = { "content-type": "application/json", origin: appUrl };
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  return new Request(`${appUrl}${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal,
  });
}

/** The second argument of a dynamic route's handler. */
export const routeContext = (id: string) => ({ params: Promise.resolve({ id }) });
