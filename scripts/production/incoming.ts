// What the production server settles about a request before Next sees it: who sent it (the address the rate limits
// count, which no client chooses), its id, and whether its path can be decoded at all.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

import { requestIdHeader, sentRequestId } from "../../lib/log/request-id.ts";
import { clientAddress } from "../../lib/rate-limit/client-ip.ts";

/** A proxy we trust may pass its own request id on; otherwise the id is ours, never one a client chose. */
function requestIdFor(request: IncomingMessage, trustedProxyHops: number): string {
  const fromProxy = trustedProxyHops > 0 ? sentRequestId(request.headers[requestIdHeader]) : undefined;
  return fromProxy ?? randomUUID();
}

/**
 * Replaces X-Forwarded-For with the one client address the server decided on, and sets the request id; returns
 * the id. Next keeps an X-Forwarded-For it finds, so this must run before Next's handler.
 */
export function identifyRequest(request: IncomingMessage, trustedProxyHops: number): string {
  request.headers["x-forwarded-for"] = clientAddress(
    request.headers["x-forwarded-for"],
    request.socket.remoteAddress,
    trustedProxyHops,
  );
  const id = requestIdFor(request, trustedProxyHops);
  request.headers[requestIdHeader] = id;
  return id;
}

function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** A path no route serves: Next answers it with the not-found page and a 404. */
export const undecodablePagePath = "/_hookline/undecodable-path";

/**
 * A path whose percent-encoding does not decode would make Next answer a plain-text 500. An API caller gets a 400
 * in the JSON error shape; a page visitor gets the not-found page, by handing Next a path no route serves. Returns
 * true when the request has been answered here.
 */
export function answerMalformedPath(request: IncomingMessage, response: ServerResponse): boolean {
  const url = request.url ?? "/";
  const queryAt = url.indexOf("?");
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (decodes(pathname)) return false;
  if (pathname === "/api" || pathname.startsWith("/api/")) {
    const body = JSON.stringify({
      error: { code: "invalid_input", message: "The request path is not valid percent-encoding." },
    });
    response.writeHead(400, {
      "Content-Type": "application/json",
      "Content-Length": Buffer.byteLength(body),
      "Cache-Control": "private, no-store",
    });
    response.end(body);
    return true;
  }
  request.url = undecodablePagePath;
  return false;
}
