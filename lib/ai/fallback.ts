import type { ObjectRequest, Provider, TextRequest } from "./types";

/** Every provider failed (or timed out) before answering. */
export class ProvidersUnavailableError extends Error {
  override name = "ProvidersUnavailableError";
  readonly failures: string[];
  constructor(failures: string[]) {
    super(`No AI provider answered: ${failures.join("; ")}`);
    this.failures = failures;
  }
}

/** The caller went away before any text arrived. */
export class RequestAbortedError extends Error {
  override name = "RequestAbortedError";
}

export type StartedStream = {
  provider: Provider;
  /** The first piece of text: a stream only counts as started once a provider has produced it. */
  first: string;
  rest: AsyncIterator<string>;
};

export type FallbackOptions = { timeoutMs: number; onFailure?: (provider: Provider, error: unknown) => void };

function describe(provider: Provider, error: unknown): string {
  return `${provider.label}: ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * Asks each provider of `chain` in turn, each within the time allowed, until one answers; `ask` resolves to
 * `undefined` for an empty answer, which also moves on. The caller leaving stops everything at once.
 */
async function firstToAnswer<T>(
  chain: readonly Provider[],
  signal: AbortSignal,
  options: FallbackOptions,
  ask: (provider: Provider, signal: AbortSignal) => Promise<T | undefined>,
): Promise<{ provider: Provider; answer: T }> {
  const failures: string[] = [];
  for (const provider of chain) {
    if (signal.aborted) throw new RequestAbortedError("The request was cancelled.");
    const attempt = new AbortController();
    const timer = setTimeout(
      () => attempt.abort(new Error(`no answer within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    try {
      const answer = await ask(provider, AbortSignal.any([signal, attempt.signal]));
      if (answer !== undefined) return { provider, answer };
      failures.push(`${provider.label}: empty answer`);
    } catch (error) {
      if (signal.aborted) throw new RequestAbortedError("The request was cancelled.");
      const reason = attempt.signal.aborted ? attempt.signal.reason : error;
      options.onFailure?.(provider, reason);
      failures.push(describe(provider, reason));
    } finally {
      clearTimeout(timer);
    }
  }
  throw new ProvidersUnavailableError(failures);
}

/**
 * Starts a text stream with the first provider of `chain` that produces text: on an error, a timeout or an empty
 * answer before the first token the next provider is asked. Once text flows, the stream stays with that provider.
 */
export async function startTextStream(
  chain: readonly Provider[],
  request: TextRequest,
  signal: AbortSignal,
  options: FallbackOptions,
): Promise<StartedStream> {
  const { provider, answer } = await firstToAnswer(chain, signal, options, async (candidate, attemptSignal) => {
    const rest = candidate.streamText(request, attemptSignal)[Symbol.asyncIterator]();
    const first = await rest.next();
    return first.done ? undefined : { first: first.value, rest };
  });
  return { provider, ...answer };
}

/** Produces a validated object with the first provider of `chain` that manages it within the time allowed. */
export async function generateObject<T>(
  chain: readonly Provider[],
  request: ObjectRequest<T>,
  signal: AbortSignal,
  options: FallbackOptions,
): Promise<{ provider: Provider; object: T }> {
  const { provider, answer } = await firstToAnswer(chain, signal, options, (candidate, attemptSignal) =>
    candidate.generateObject(request, attemptSignal),
  );
  return { provider, object: answer };
}
