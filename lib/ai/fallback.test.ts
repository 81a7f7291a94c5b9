import { describe, expect, it } from "vitest";
import { z } from "zod";

import { generateObject, ProvidersUnavailableError, RequestAbortedError, startTextStream } from "./fallback";
import { offlineWriter } from "./offline";
import { providerChain } from "./providers";
import type { Provider, TextRequest } from "./types";

const request: TextRequest = { system: "s", user: "u", maxTokens: 10, offline: () => "offline words here" };

function provider(
  label: string,
  behaviour: "answer" | "fail" | "hang" | "empty",
  pieces = ["Hello ", "world"],
): Provider {
  return {
    id: "openai",
    label,
    async *streamText(_request, signal) {
      if (behaviour === "fail") throw new Error(`${label} is down`);
      if (behaviour === "hang") {
        await new Promise((_resolve, reject) => signal.addEventListener("abort", () => reject(signal.reason)));
      }
      if (behaviour === "empty") return;
      yield* pieces;
    },
    async generateObject(objectRequest, signal) {
      if (behaviour === "hang")
        await new Promise((_resolve, reject) => signal.addEventListener("abort", () => reject(signal.reason)));
      if (behaviour !== "answer") throw new Error(`${label} is down`);
      return objectRequest.schema.parse({ ok: true });
    },
  };
}

async function collect(started: Awaited<ReturnType<typeof startTextStream>>): Promise<string> {
  let text = started.first;
  for (let next = await started.rest.next(); !next.done; next = await started.rest.next()) text += next.value;
  return text;
}

const options = { timeoutMs: 30 };

describe("provider fallback", () => {
  it("stays with the primary when it answers", async () => {
    const started = await startTextStream(
      [provider("A", "answer"), provider("B", "answer", ["other"])],
      request,
      new AbortController().signal,
      options,
    );
    expect(started.provider.label).toBe("A");
    expect(await collect(started)).toBe("Hello world");
  });

  it.each(["fail", "hang", "empty"] as const)(
    "asks the next provider when the first one does %s before any token",
    async (behaviour) => {
      const failures: string[] = [];
      const started = await startTextStream(
        [provider("A", behaviour), provider("B", "answer", ["from B"])],
        request,
        new AbortController().signal,
        {
          ...options,
          onFailure: (failed) => failures.push(failed.label),
        },
      );
      expect(started.provider.label).toBe("B");
      expect(await collect(started)).toBe("from B");
      expect(failures).toEqual(behaviour === "empty" ? [] : ["A"]);
    },
  );

  it("reports every failure when no provider answers", async () => {
    const error = await startTextStream(
      [provider("A", "fail"), provider("B", "hang")],
      request,
      new AbortController().signal,
      options,
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProvidersUnavailableError);
    expect((error as ProvidersUnavailableError).failures).toEqual(["A: A is down", "B: no answer within 30 ms"]);
  });

  it("stops at once, without asking the next provider, when the caller leaves", async () => {
    const controller = new AbortController();
    const asked: string[] = [];
    const watching = (label: string): Provider => ({
      ...provider(label, "hang"),
      streamText: (r, s) => (asked.push(label), provider(label, "hang").streamText(r, s)),
    });
    const pending = startTextStream([watching("A"), watching("B")], request, controller.signal, { timeoutMs: 5_000 });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(RequestAbortedError);
    expect(asked).toEqual(["A"]);
  });

  it("falls back for structured output too", async () => {
    const schema = z.object({ ok: z.boolean() });
    const result = await generateObject(
      [provider("A", "hang"), provider("B", "answer")],
      { system: "s", user: "u", maxTokens: 10, name: "x", schema, offline: () => ({ ok: false }) },
      new AbortController().signal,
      options,
    );
    expect(result).toMatchObject({ object: { ok: true }, provider: { label: "B" } });
  });
});

describe("provider chain", () => {
  const base = {
    AI_PRIMARY_PROVIDER: "openai" as const,
    OPENAI_MODEL: "m1",
    ANTHROPIC_MODEL: "m2",
    OPENAI_API_KEY: undefined,
    OPENAI_BASE_URL: undefined,
    ANTHROPIC_API_KEY: undefined,
    ANTHROPIC_BASE_URL: undefined,
  };

  it("uses the offline writer only when no provider is configured", () => {
    expect(providerChain(base)).toEqual([offlineWriter]);
    expect(providerChain({ ...base, OPENAI_BASE_URL: "http://localhost:11434/v1" }).map((p) => p.id)).toEqual([
      "openai",
    ]);
  });

  it("asks the configured primary first", () => {
    const both = { ...base, OPENAI_API_KEY: "sk-1", ANTHROPIC_API_KEY: "sk-ant-1" };
    expect(providerChain(both).map((p) => p.id)).toEqual(["openai", "anthropic"]);
    expect(providerChain({ ...both, AI_PRIMARY_PROVIDER: "anthropic" }).map((p) => p.id)).toEqual([
      "anthropic",
      "openai",
    ]);
  });
});
