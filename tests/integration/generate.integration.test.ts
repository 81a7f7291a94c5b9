import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { readEvents, type StreamEvent } from "@/lib/generator/stream-events";

import { stopFakeAI, useFakeAI } from "../support/ai-env";
import { signedInUser } from "../support/auth-requests";
import type { FakeAI } from "../support/fake-ai";
import { apiRequest } from "../support/route-requests";
import { trialSubscriber, unitsUsed } from "../support/subscribers";

let fake: FakeAI;
let route: typeof import("@/app/api/generate/route");

beforeAll(async () => {
  fake = await useFakeAI();
  route = await import("@/app/api/generate/route");
});

afterAll(() => stopFakeAI(fake));

beforeEach(() => fake.reset());

const linkedInPost = { contentType: "social", platform: "linkedin", topic: "Async standups" };

function generate(bearer: string | null, body: unknown, signal?: AbortSignal) {
  return route.POST(apiRequest("/api/generate", bearer, { method: "POST", body, signal }), undefined);
}

async function allEvents(response: Response): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  for await (const event of readEvents(response.body!)) events.push(event);
  return events;
}

const textOf = (events: StreamEvent[]) =>
  events
    .filter((event) => event.type === "delta")
    .map((event) => event.text)
    .join("");

describe("POST /api/generate", () => {
  it("streams the primary provider's text piece by piece, before the provider has finished", async () => {
    const user = await trialSubscriber("stream");
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    fake.script("openai", () => ({ kind: "ok", pieces: ["Async ", "standups ", "save ", "hours."], afterFirst: gate }));
    const response = await generate(user.bearer, linkedInPost);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/x-ndjson");
    const events = readEvents(response.body!);
    expect((await events.next()).value).toEqual({ type: "start", provider: "openai", label: "OpenAI · gpt-4.1-mini" });
    // The provider is still holding back its second piece, and the browser already has the first.
    expect((await events.next()).value).toEqual({ type: "delta", text: "Async " });
    release();
    const rest: StreamEvent[] = [];
    for await (const event of events) rest.push(event);
    expect(textOf(rest)).toBe("standups save hours.");
    expect(rest.at(-1)).toEqual({
      type: "done",
      usage: { used: 1, limit: 10, credits: 0 },
      completedTask: "first_generate",
    });
    expect(fake.requests[0]?.system).toContain("Write one LinkedIn post");
    expect(fake.requests[0]?.body).toMatchObject({ model: "gpt-4.1-mini", stream: true });
    expect(await unitsUsed(user.id)).toBe(1);
  });

  it("falls back to Anthropic when OpenAI answers 500, and spends one unit", async () => {
    const user = await trialSubscriber("fallback");
    fake.script("openai", () => ({ kind: "status", status: 500 }));
    fake.script("anthropic", () => ({ kind: "ok", pieces: ["From ", "Claude."] }));
    const events = await allEvents(await generate(user.bearer, linkedInPost));
    expect(events[0]).toMatchObject({ type: "start", provider: "anthropic" });
    expect(textOf(events)).toBe("From Claude.");
    expect(fake.requests.map((request) => request.provider)).toEqual(["openai", "anthropic"]);
    expect(fake.requests[1]?.body).toMatchObject({ stream: true, system: expect.stringContaining("LinkedIn") });
    expect(await unitsUsed(user.id)).toBe(1);
  });

  it("falls back on 429 too", async () => {
    const user = await trialSubscriber("rate-limited");
    fake.script("openai", () => ({ kind: "status", status: 429 }));
    fake.script("anthropic", () => ({ kind: "ok", pieces: ["Still here."] }));
    expect(textOf(await allEvents(await generate(user.bearer, linkedInPost)))).toBe("Still here.");
  });

  it("answers 503 with a clear message and spends nothing when both providers are down", async () => {
    const user = await trialSubscriber("both-down");
    fake.script("openai", () => ({ kind: "status", status: 503 }));
    fake.script("anthropic", () => ({ kind: "status", status: 529 }));
    const response = await generate(user.bearer, linkedInPost);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: { code: "unavailable", message: expect.stringContaining("Nothing was deducted") },
    });
    expect(await unitsUsed(user.id)).toBe(0);
  });

  it("spends nothing when the browser leaves before the first token", async () => {
    const user = await trialSubscriber("abort");
    fake.script("openai", () => ({ kind: "hang" }));
    const controller = new AbortController();
    const pending = generate(user.bearer, linkedInPost, controller.signal);
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    expect(await unitsUsed(user.id)).toBe(1); // reserved while the provider thinks
    controller.abort();
    expect((await pending).status).toBe(499);
    expect(fake.requests.map((request) => request.provider)).toEqual(["openai"]); // no fallback for a reader who left
    expect(await unitsUsed(user.id)).toBe(0);
  });

  it.each(["openai", "anthropic"] as const)(
    "gives the unit back when %s breaks off mid-stream, and says so",
    async (provider) => {
      const user = await trialSubscriber(`break-${provider}`);
      if (provider === "anthropic") fake.script("openai", () => ({ kind: "status", status: 500 }));
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      fake.script(provider, () => ({ kind: "break", pieces: ["Half ", "a "], afterFirst: gate }));
      const events = readEvents((await generate(user.bearer, linkedInPost)).body!);
      expect((await events.next()).value).toMatchObject({ type: "start", provider });
      expect((await events.next()).value).toEqual({ type: "delta", text: "Half " });
      release();
      const rest: StreamEvent[] = [];
      for await (const event of events) rest.push(event);
      expect(rest.at(-1)).toEqual({ type: "error", message: expect.stringContaining("Nothing was deducted") });
      expect(await unitsUsed(user.id)).toBe(0);
    },
  );

  it("asks once for a shorter version when an X post goes over 280", async () => {
    const user = await trialSubscriber("shorten");
    const replies = ["a ".repeat(200), "Short and sweet."];
    fake.script("openai", () => ({ kind: "ok", pieces: [replies.shift() ?? "again"] }));
    const events = await allEvents(
      await generate(user.bearer, { contentType: "social", platform: "x", topic: "Brevity" }),
    );
    const revise = events.findIndex((event) => event.type === "revise");
    expect(revise).toBeGreaterThan(0);
    expect(textOf(events.slice(revise))).toBe("Short and sweet.");
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]?.user).toContain("has 399 of 280 weighted characters");
    expect(await unitsUsed(user.id)).toBe(1);
  });

  it("answers 402 at the limit without calling a provider", async () => {
    const user = await trialSubscriber("limit", 10);
    const response = await generate(user.bearer, linkedInPost);
    expect(response.status).toBe(402);
    expect(await response.json()).toEqual({
      error: {
        code: "payment_required",
        message: "You have used all 10 generations of your trial. Upgrade your plan to keep writing.",
      },
    });
    expect(fake.requests).toHaveLength(0);
  });

  it("answers 401 without a session, 403 without a plan and 400 for an incomplete brief", async () => {
    expect((await generate(null, linkedInPost)).status).toBe(401);
    const planless = await signedInUser("planless");
    const refused = await generate(planless.bearer, linkedInPost);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: "subscription_required" } });
    const user = await trialSubscriber("bad-input");
    const invalid = await generate(user.bearer, { contentType: "social", platform: "linkedin" });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      error: { code: "invalid_input", message: "topic: Give the post a topic." },
    });
    expect(await unitsUsed(user.id)).toBe(0);
    expect(fake.requests).toHaveLength(0);
  });
});
