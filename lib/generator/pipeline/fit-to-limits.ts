// What follows a generation's first pass, shared by the generation stream and bench:limit-compliance: copy that
// breaks a platform's hard limit is rewritten once by the same provider, and whatever is still over (or what the
// offline writer wrote, or the original when the rewrite failed) is tightened without a model.
import { startTextStream, type FallbackOptions } from "../../ai/fallback";
import type { Provider, TextRequest } from "../../ai/types";
import { buildShortenPrompt } from "../prompt";
import type { GeneratorInput } from "../schema";
import type { StreamEvent } from "../stream-events";
import { hardLimitProblems } from "./over-limit";
import { tightenToHardLimits } from "./tighten";

/** The pieces a started stream has not yet given. */
export async function* remaining(iterator: AsyncIterator<string>): AsyncGenerator<string> {
  for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
}

export type FitOptions = {
  /** Aborted when the reader leaves or the server stops. */
  signal: AbortSignal;
  /** Aborted when the server stops: the copy written so far is still owed then. */
  stopping: AbortSignal;
  fallback: FallbackOptions;
};

/**
 * The events that bring `text` (the first pass, as streamed) within the hard limits: "revise" and the rewrite's
 * deltas, "replace" when the rewrite failed, and "tightened" with the final text when anything still had to go.
 */
export async function* fitToHardLimits(
  provider: Provider,
  prompt: TextRequest,
  text: string,
  input: GeneratorInput,
  options: FitOptions,
): AsyncGenerator<StreamEvent> {
  let final = text;
  const problems = hardLimitProblems(input, text);
  if (problems.length > 0 && provider.id !== "offline") {
    yield { type: "revise", reason: `Too long for the platform: ${problems.join("; ")}. Writing a shorter version…` };
    try {
      const retry = await startTextStream(
        [provider],
        buildShortenPrompt(prompt, text, problems),
        options.signal,
        options.fallback,
      );
      let rewritten = retry.first;
      yield { type: "delta", text: retry.first };
      for await (const piece of remaining(retry.rest)) {
        rewritten += piece;
        yield { type: "delta", text: piece };
      }
      final = rewritten;
    } catch {
      // A reader who left needs nothing more; a server shutting down still owes the copy written so far.
      if (options.signal.aborted && !options.stopping.aborted) return;
      yield { type: "replace", text };
    }
  }
  const tightened = tightenToHardLimits(input, final);
  if (tightened.removed.length > 0 || tightened.dropped.length > 0) yield { type: "tightened", ...tightened };
}
