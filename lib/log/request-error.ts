import type { Instrumentation } from "next";

import { digestOf, outageDigest } from "../error-digest.ts";
import { logger } from "./logger.ts";
import { requestIdHeader, sentRequestId } from "./request-id.ts";

type ErrorRequest = Parameters<Instrumentation.onRequestError>[1];
type ErrorContext = Parameters<Instrumentation.onRequestError>[2];

/**
 * One line per error Next caught while rendering or answering. Its digest is the reference the error page shows
 * the visitor, so a quoted reference leads to this line; the request id leads to the server's other lines.
 */
export function logRequestError(error: unknown, request: ErrorRequest, context: ErrorContext): void {
  // An outage is logged once when it begins, not once per page that could not load.
  if (digestOf(error) === outageDigest) return;
  logger.error(
    {
      requestId: sentRequestId(request.headers[requestIdHeader]),
      method: request.method,
      // Without the query: it can carry one-time tokens (a password reset link's), which logs must not keep.
      path: request.path.split("?")[0],
      routePath: context.routePath,
      routeType: context.routeType,
      renderSource: context.renderSource,
      digest: digestOf(error),
      err: error,
    },
    "request failed",
  );
}
