// Scripted providers for the campaign writers' tests, the engine's integration tests and the bench: one that
// overshoots every limit (far too long, banned terms in varied case, no call to action, no link), one that fails a
// given number of times before handing over to another, and one that answers a structured request with a set object.
import type { ObjectRequest, Provider, ProviderId, TextRequest } from "../../ai/types";

export type ScriptedOptions = {
  id?: ProviderId;
  label?: string;
  /** Terms the overshooting copy repeats, in lower, upper and title case by turns. */
  bannedTerms?: readonly string[];
  /** How long the overshooting prose runs; by default far over the limit of the platform the request is for. */
  characters?: number;
  /** What `generateObject` answers, unchecked, as a model might. */
  object?: unknown;
};

const pieceCharacters = 400;

// Far over every platform's limit: a Facebook post holds 63,206 characters, the others 3,000 at most. Prose much
// longer than a platform needs only slows the tightening down.
const facebookPostOvershoot = 70_000;
const otherOvershoot = 10_000;

const overshootFor = (request: TextRequest) =>
  request.system.includes("Write one Facebook post") ? facebookPostOvershoot : otherOvershoot;

const casings = [
  (term: string) => term.toLowerCase(),
  (term: string) => term.toUpperCase(),
  (term: string) => term.charAt(0).toUpperCase() + term.slice(1).toLowerCase(),
];

/** Copy far over every limit, laid out as the request asks (a search ad's lines, a Meta ad's parts, an email). */
export function overshootingCopy(request: TextRequest, terms: readonly string[], characters: number): string {
  const sentence = (index: number) => {
    const term = terms.length > 0 ? casings[index % casings.length]?.(terms[index % terms.length] ?? "") : "";
    return `Sentence ${index + 1} is padding that says ${term || "nothing"} and goes on far longer than needed.`;
  };
  const prose = (length: number) => {
    const sentences: string[] = [];
    for (let index = 0, total = 0; total < length; index++) {
      sentences.push(sentence(index));
      total += (sentences.at(-1)?.length ?? 0) + 1;
    }
    return sentences.join(" ");
  };
  if (request.system.includes("Google responsive search ad"))
    return [
      ...Array.from({ length: 15 }, (_, index) => `Headline ${index + 1}: ${prose(80)}`),
      ...Array.from({ length: 4 }, (_, index) => `Description ${index + 1}: ${prose(300)}`),
    ].join("\n");
  if (request.system.includes("Write a Facebook ad."))
    return `Primary text: ${prose(3000)}\nHeadline: ${prose(200)}\nDescription: ${prose(200)}`;
  if (request.system.includes('Start with "Subject:"'))
    return `Subject: ${prose(300)}\nPreview: ${prose(300)}\n\n${prose(characters)}`;
  return prose(characters);
}

function pieces(text: string): string[] {
  return Array.from({ length: Math.ceil(text.length / pieceCharacters) }, (_, index) =>
    text.slice(index * pieceCharacters, (index + 1) * pieceCharacters),
  );
}

/** A model that writes far too much, with the banned terms and without the call to action or a link. */
export function overshootingProvider(options: ScriptedOptions = {}): Provider & { requests: TextRequest[] } {
  const requests: TextRequest[] = [];
  return {
    id: options.id ?? "openai",
    label: options.label ?? "Overshooting test model",
    requests,
    async *streamText(request: TextRequest, signal: AbortSignal) {
      requests.push(request);
      for (const piece of pieces(
        overshootingCopy(request, options.bannedTerms ?? [], options.characters ?? overshootFor(request)),
      )) {
        signal.throwIfAborted();
        await Promise.resolve();
        yield piece;
      }
    },
    async generateObject<T>(_request: ObjectRequest<T>, signal: AbortSignal): Promise<T> {
      signal.throwIfAborted();
      if (options.object === undefined) throw new Error("No object scripted for this test model.");
      return options.object as T;
    },
  };
}

/** A provider that throws on its first `times` calls (text or object), then answers as `then` does. */
export function failingProvider(times: number, then: Provider): Provider & { failures: number } {
  const provider = {
    id: then.id,
    label: `Failing ${then.label}`,
    failures: 0,
    streamText(request: TextRequest, signal: AbortSignal): AsyncIterable<string> {
      if (provider.failures < times) {
        provider.failures++;
        return {
          [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error("Scripted provider failure")) }),
        };
      }
      return then.streamText(request, signal);
    },
    async generateObject<T>(request: ObjectRequest<T>, signal: AbortSignal): Promise<T> {
      if (provider.failures < times) {
        provider.failures++;
        throw new Error("Scripted provider failure");
      }
      return then.generateObject(request, signal);
    },
  };
  return provider;
}
