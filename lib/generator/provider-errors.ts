import { ProvidersUnavailableError, RequestAbortedError, type FallbackOptions } from "../ai/fallback";
import { AppError } from "../errors";

export function fallbackOptions(timeoutMs: number): FallbackOptions {
  return {
    timeoutMs,
    onFailure: (provider, error) => console.warn(`[ai] ${provider.label} failed, trying the next provider:`, error instanceof Error ? error.message : error),
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
