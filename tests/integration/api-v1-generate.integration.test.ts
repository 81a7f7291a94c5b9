// POST /api/v1/generate as a client uses it: whole as JSON or as server-sent events, and retried with an
// Idempotency-Key without paying twice.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { generationAnswerSchema, type GenerationAnswer } from "@/lib/api/v1/schemas";
import { getDb } from "@/lib/db";

import { stopFakeAI, useFakeAI } from "../support/ai-env";
import { apiKeyFor, errorBodyOf, parseEvents, v1Request, type SseEvent, type V1Init } from "../support/api-v1";
import type { FakeAI } from "../support/fake-ai";
import { trialSubscriber, unitsUsed } from "../support/subscribers";

let fake: FakeAI;
let generateRoute: typeof import("@/app/api/v1/generate/route");
let hooksRoute: typeof import("@/app/api/v1/hooks/route");
let libraryRoute: typeof import("@/app/api/v1/library/route");

beforeAll(async () => {
  fake = await useFakeAI();
  [generateRoute, hooksRoute, libraryRoute] = await Promise.all([
    import("@/app/api/v1/generate/route"),
    import("@/app/api/v1/hooks/route"),
    import("@/app/api/v1/library/route"),
  ]);
});
afterAll(() => stopFakeAI(fake));
beforeEach(() => fake.reset());

const brief = { contentType: "social", platform: "linkedin", topic: "Async standups" };
const eventStream = "text/event-stream";

const generate = (key: string, init: V1Init = {}) =>
  generateRoute.POST(v1Request("/generate", key, { body: brief, ...init }), undefined);

async function answerOf(response: Response): Promise<GenerationAnswer> {
  expect(response.status).toBe(200);
  return generationAnswerSchema.parse(await response.json());
}

async function eventsOf(response: Response): Promise<SseEvent[]> {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  return parseEvents(await response.text());
}

const dataOf = (events: SseEvent[], name: string) => events.find((event) => event.event === name)?.data;

/** Both writers failing: every generation is answered 503. */
function writersDown() {
  fake.script("openai", () => ({ kind: "status", status: 500 }));
  fake.script("anthropic", () => ({ kind: "status", status: 529 }));
}

describe("POST /api/v1/generate as JSON", () => {
  it("answers the copy, each variant scored, the writer and the usage, for one unit", async () => {
    const user = await trialSubscriber("v1-json");
    const { key } = await apiKeyFor(user.id, ["generate"]);
    const answer = await answerOf(await generate(key));
    expect(answer.text).toContain("Fake model copy about Async standups.");
    expect(answer.variants).toHaveLength(1);
    expect(answer.variants[0]?.text).toBe(answer.text);
    expect(answer.variants[0]?.score.score).toBeGreaterThanOrEqual(0);
    expect(answer.variants[0]?.score.score).toBeLessThanOrEqual(100);
    expect(answer.variants[0]?.score.checks.length).toBeGreaterThan(0);
    expect(answer).toMatchObject({
      betterVariant: null,
      writer: { id: "openai", label: "OpenAI · gpt-4.1-mini" },
      shortened: null,
      usage: { used: 1, limit: 10, credits: 0 },
    });
    expect(fake.requests[0]?.system).toContain("Write one LinkedIn post");
    expect(await unitsUsed(user.id)).toBe(1);
  });

  it("answers two scored variants and the better one with A/B testing", async () => {
    const user = await trialSubscriber("v1-ab");
    const { key } = await apiKeyFor(user.id, ["generate"]);
    const answer = await answerOf(await generate(key, { body: { ...brief, abTesting: true } }));
    expect(answer.variants).toHaveLength(2);
    expect(answer.variants[1]?.text).toMatch(/^Still writing Async standups posts/);
    expect([0, 1, null]).toContain(answer.betterVariant);
    expect(await unitsUsed(user.id)).toBe(1);
  });

  it("writes ten hooks for one unit", async () => {
    const user = await trialSubscriber("v1-hooks");
    const { key } = await apiKeyFor(user.id, ["generate"]);
    const response = await hooksRoute.POST(v1Request("/hooks", key, { body: { topic: "Async standups" } }), undefined);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { hooks: string[]; usage: unknown };
    expect(answer.hooks).toHaveLength(10);
    expect(answer.usage).toEqual({ used: 1, limit: 10, credits: 0 });
    expect(await unitsUsed(user.id)).toBe(1);
  });
});

describe("Idempotency-Key", () => {
  it("answers a retry with the first answer, marked replayed, for one unit; another body with the key is refused", async () => {
    const user = await trialSubscriber("v1-retry");
    const { key } = await apiKeyFor(user.id, ["generate"]);
    const idempotencyKey = randomUUID();
    const first = await generate(key, { idempotencyKey });
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const firstAnswer = await answerOf(first);
    const retry = await generate(key, { idempotencyKey });
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await answerOf(retry)).toEqual(firstAnswer);
    expect(fake.requests).toHaveLength(1);
    expect(await unitsUsed(user.id)).toBe(1);

    const other = await generate(key, { idempotencyKey, body: { ...brief, topic: "Remote onboarding" } });
    expect(other.status).toBe(422);
    expect(await errorBodyOf(other)).toEqual({
      code: "idempotency_key_reused",
      message: "This Idempotency-Key was already used for a different request. Use a new key for a new request.",
    });
    expect(await unitsUsed(user.id)).toBe(1);
  });

  it("keeps nothing of a failed request: a retry with its key generates", async () => {
    const user = await trialSubscriber("v1-retry-failed");
    const { key } = await apiKeyFor(user.id, ["generate"]);
    const idempotencyKey = randomUUID();
    writersDown();
    expect((await generate(key, { idempotencyKey })).status).toBe(503);
    expect(await getDb().idempotencyRecord.count({ where: { userId: user.id } })).toBe(0);
    fake.reset();
    const retry = await generate(key, { idempotencyKey });
    expect(retry.headers.get("idempotent-replayed")).toBeNull();
    expect((await answerOf(retry)).usage.used).toBe(1);
    expect(await unitsUsed(user.id)).toBe(1);
  });

  it("tells a retry to wait while the first request with its key runs, and replays it once done, even when its caller left", async () => {
    const user = await trialSubscriber("v1-retry-pending");
    const { key } = await apiKeyFor(user.id, ["generate"]);
    const idempotencyKey = randomUUID();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    fake.script("openai", () => ({
      kind: "ok",
      pieces: ["Do you ship on Fridays? ", "We do, and you can too."],
      afterFirst: gate,
    }));
    const controller = new AbortController();
    const pending = generate(key, { idempotencyKey, signal: controller.signal });
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    const retry = await generate(key, { idempotencyKey });
    expect(retry.status).toBe(409);
    expect(retry.headers.get("retry-after")).toBe("1");
    expect(await errorBodyOf(retry)).toEqual({
      code: "conflict",
      message: "A request with this Idempotency-Key is still running. Retry once it has finished.",
    });
    // The caller gives up (a client timeout); the generation runs to its end and its answer is kept for the retry.
    controller.abort();
    release();
    await pending;
    const replayed = await generate(key, { idempotencyKey });
    expect(replayed.headers.get("idempotent-replayed")).toBe("true");
    expect((await answerOf(replayed)).text).toBe("Do you ship on Fridays? We do, and you can too.");
    expect(fake.requests).toHaveLength(1);
    expect(await unitsUsed(user.id)).toBe(1);
  });

  it("saves one copy for two saves with the same key", async () => {
    const user = await trialSubscriber("v1-save-retry");
    const { key } = await apiKeyFor(user.id, ["library:write"]);
    const idempotencyKey = randomUUID();
    const save = () =>
      libraryRoute.POST(
        v1Request("/library", key, { body: { content: "Keep this one", contentType: "social" }, idempotencyKey }),
        undefined,
      );
    const first = await save();
    const retry = await save();
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await retry.json()).toEqual(await first.json());
    expect(await getDb().savedCopy.count({ where: { userId: user.id } })).toBe(1);
  });
});

describe("POST /api/v1/generate as server-sent events", () => {
  it("streams start, the text as deltas, the result the JSON request answers and done, for one unit", async () => {
    const user = await trialSubscriber("v1-sse");
    const { key } = await apiKeyFor(user.id, ["generate"]);
    const events = await eventsOf(await generate(key, { accept: eventStream }));
    expect(events[0]).toMatchObject({ event: "start", data: { type: "start", provider: "openai" } });
    const deltas = events
      .filter((event) => event.event === "delta")
      .map((event) => (event.data as { text: string }).text);
    expect(deltas.length).toBeGreaterThan(1);
    const result = generationAnswerSchema.parse(dataOf(events, "result"));
    expect(result.text).toBe(deltas.join(""));
    expect(result.usage).toEqual({ used: 1, limit: 10, credits: 0 });
    expect(events.at(-1)).toMatchObject({
      event: "done",
      data: { type: "done", usage: { used: 1, limit: 10, credits: 0 } },
    });
    expect(events.at(-2)?.event).toBe("result");

    const json = await answerOf(await generate(key));
    expect(Object.keys(result).sort()).toEqual(Object.keys(json).sort());
    expect(await unitsUsed(user.id)).toBe(2);
  });

  it("replays result and done to a retry with the same key, spending nothing more", async () => {
    const user = await trialSubscriber("v1-sse-retry");
    const { key } = await apiKeyFor(user.id, ["generate"]);
    const idempotencyKey = randomUUID();
    const first = await eventsOf(await generate(key, { accept: eventStream, idempotencyKey }));
    const retried = await generate(key, { accept: eventStream, idempotencyKey });
    expect(retried.headers.get("idempotent-replayed")).toBe("true");
    const replayed = await eventsOf(retried);
    expect(replayed.map((event) => event.event)).toEqual(["result", "done"]);
    expect(dataOf(replayed, "result")).toEqual(dataOf(first, "result"));
    expect(dataOf(replayed, "done")).toMatchObject({ type: "done", usage: { used: 1, limit: 10, credits: 0 } });
    expect(await answerOf(await generate(key, { idempotencyKey }))).toEqual(dataOf(first, "result"));
    expect(fake.requests).toHaveLength(1);
    expect(await unitsUsed(user.id)).toBe(1);
  });

  it("keeps the answer for a retry when the client stops reading at done", async () => {
    const user = await trialSubscriber("v1-sse-stop");
    const { key } = await apiKeyFor(user.id, ["generate"]);
    const idempotencyKey = randomUUID();
    const response = await generate(key, { accept: eventStream, idempotencyKey });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    while (!text.includes("event: done\n")) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    await reader.cancel();
    const result = dataOf(parseEvents(text), "result");
    expect(result).toMatchObject({ usage: { used: 1 } });
    const retry = await generate(key, { idempotencyKey });
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await retry.json()).toEqual(result);
    expect(await unitsUsed(user.id)).toBe(1);
  });
});
