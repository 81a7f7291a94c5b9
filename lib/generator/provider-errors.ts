import { ProvidersUnavailableError, RequestAbortedError, type FallbackOptions } from "../ai/fallback";
import { AppError } from "../errors";
import { logger } from "../log/logger";

export function fallbackOptions(timeoutMs: number): FallbackOptions {
  return {
    timeoutMs,
    onFailure: (provider, error) => logger.warn({ provider: provider.label, reason: messageOf(error) }, "AI provider failed; trying the next one"),
  };
}

/** Translates the fallback layer's failures into what the API answers (the unit, if any, is given back first). */
export function refusal(error: unknown, billed = true): unknown {
  if (error instanceof RequestAbortedError) return new AppError("cancelled", "The request was cancelled.");
  if (error instanceof ProvidersUnavailableError) {
    const advice = billed ? "Nothing was deducted from your plan; please try again in a minute." : "Please try again in a minute.";
    return new AppError("unavailable", `Our AI writers are not answering right now. ${advice}`);
  }
  return error;
}

/** A provider's failure is expected (the next one answers): its message is enough, without the SDK's whole error. */
function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
