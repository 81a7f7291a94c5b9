// Points the app's AI providers at the fake OpenAI and Anthropic servers (OpenAI primary) for one test file.
import { vi } from "vitest";

import { startFakeAI, type FakeAI } from "./fake-ai";

const aiEnv = ["AI_PRIMARY_PROVIDER", "OPENAI_API_KEY", "OPENAI_BASE_URL", "ANTHROPIC_API_KEY", "ANTHROPIC_BASE_URL"];

export async function useFakeAI(): Promise<FakeAI> {
  const fake = await startFakeAI();
  Object.assign(process.env, {
    AI_PRIMARY_PROVIDER: "openai",
    OPENAI_API_KEY: "sk-fake-openai",
    OPENAI_BASE_URL: fake.openaiBaseUrl,
    ANTHROPIC_API_KEY: "sk-ant-fake",
    ANTHROPIC_BASE_URL: fake.anthropicBaseUrl,
  });
  vi.resetModules(); // lib/env reads process.env once per module graph: routes must be imported after this
  return fake;
}

export async function stopFakeAI(fake: FakeAI): Promise<void> {
  for (const key of aiEnv) process.env[key] = "";
  vi.resetModules();
  await fake.close();
}
