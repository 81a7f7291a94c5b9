import { ProvidersUnavailableError, RequestAbortedError, type FallbackOptions } from "../../ai/fallback";
import { server } from "../../config/server";
import { AppError } from "../../errors";
import { logger } from "../../log/logger";

export function fallbackOptions(timeoutMs: number): FallbackOptions {
  return {
    timeoutMs,
    onFailure: (provider, error) =>
      logger.warn({ provider: provider.label, reason: messageOf(error) }, "AI provider failed; trying the next one"),
  };
}

/** The answer to a request the server ended because it is shutting down (a new instance will take the retry). */
export function restarting(billed = true): AppError {
  const advice = billed ? "Nothing was deducted; please try again." : "Please try again.";
  return new AppError("unavailable", `The server restarted before your request was finished. ${advice}`, {
    "Retry-After": String(server.restartRetryAfterSeconds),
  });
}

/** Translates the fallback layer's failures into what the API answers (the unit, if any, is given back first). */
export function refusal(error: unknown, billed = true): unknown {
  if (error instanceof RequestAbortedError) return new AppError("cancelled", "The request was cancelled.");
  if (error instanceof ProvidersUnavailableError) {
    const advice = billed
      ? "Nothing was deducted from your plan; please try again in a minute."
      : "Please try again in a minute.";
    return writersUnavailable(`Our AI writers are not answering right now. ${advice}`);
  }
  return error;
}

/** A provider's failure is expected (the next one answers): its message is enough, without the SDK's whole error. */
function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** 503 with the wait before a retry: no AI writer answered, or one broke off. */
export function writersUnavailable(message: string): AppError {
  return new AppError("unavailable", message, { "Retry-After": String(server.writersRetryAfterSeconds) });
}
