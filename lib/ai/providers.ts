import "server-only";

import { ai } from "../config/generation/ai";
import { env } from "../env";
import { anthropicProvider } from "./anthropic";
import { offlineWriter } from "./offline";
import { openAIProvider } from "./openai";
import type { Provider } from "./types";

type ProviderEnv = Pick<
  typeof env,
  | "AI_PRIMARY_PROVIDER"
  | "OPENAI_API_KEY"
  | "OPENAI_BASE_URL"
  | "OPENAI_MODEL"
  | "ANTHROPIC_API_KEY"
  | "ANTHROPIC_BASE_URL"
  | "ANTHROPIC_MODEL"
>;

/**
 * The providers to ask, primary first. OpenAI counts as configured with a key or with a base URL alone (a local
 * Ollama or vLLM needs no key). With none configured, the offline writer answers, and only then.
 */
export function providerChain(source: ProviderEnv): Provider[] {
  const openAIConfigured = Boolean(source.OPENAI_API_KEY || source.OPENAI_BASE_URL);
  const anthropicConfigured = Boolean(source.ANTHROPIC_API_KEY);
  const count = Number(openAIConfigured) + Number(anthropicConfigured);
  if (count === 0) return [offlineWriter];
  const maxRetries = count > 1 ? 0 : ai.soloRetries;
  const chain: Provider[] = [];
  if (openAIConfigured) {
    chain.push(
      openAIProvider({
        apiKey: source.OPENAI_API_KEY ?? "not-needed",
        baseURL: source.OPENAI_BASE_URL,
        model: source.OPENAI_MODEL,
        maxRetries,
      }),
    );
  }
  if (source.ANTHROPIC_API_KEY) {
    chain.push(
      anthropicProvider({
        apiKey: source.ANTHROPIC_API_KEY,
        baseURL: source.ANTHROPIC_BASE_URL,
        model: source.ANTHROPIC_MODEL,
        maxRetries,
      }),
    );
  }
  return source.AI_PRIMARY_PROVIDER === "anthropic" ? chain.reverse() : chain;
}

let configured: Provider[] | undefined;

/** The chain built from this process's environment, once. */
export function providers(): Provider[] {
  configured ??= providerChain(env);
  return configured;
}
