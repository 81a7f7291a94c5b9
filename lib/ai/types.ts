import type { z } from "zod";

export type ProviderId = "openai" | "anthropic" | "offline";

/** Who answered a request, as the screens show it. */
export type Writer = { id: ProviderId; label: string };

/** What a provider is asked: a system prompt, the user's brief, and how to answer without a model. */
export type TextRequest = {
  system: string;
  user: string;
  maxTokens: number;
  /** The offline writer's answer, composed from the inputs and templates. */
  offline: () => string;
};

export type ObjectRequest<T> = {
  system: string;
  user: string;
  maxTokens: number;
  /** Names the structured output for the model (a tool name or a JSON schema name): letters, digits, `_`. */
  name: string;
  schema: z.ZodType<T>;
  offline: () => T;
};

/** One AI backend. Both calls reject when the backend fails; streams yield text pieces as they arrive. */
export interface Provider {
  readonly id: ProviderId;
  /** What the screens show next to the output, e.g. "OpenAI · gpt-4.1-mini" or "Offline writer". */
  readonly label: string;
  streamText(request: TextRequest, signal: AbortSignal): AsyncIterable<string>;
  generateObject<T>(request: ObjectRequest<T>, signal: AbortSignal): Promise<T>;
}
