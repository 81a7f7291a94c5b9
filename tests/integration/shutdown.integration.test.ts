// A server shutting down ends the billed work it could not wait for: a generation's stream closes with its error
// event, a structured request answers 503, every unit is given back, and the server can tell when all of it has
// settled. (Its own file: the shutdown signal is process-wide and cannot be taken back.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { readEvents, type StreamEvent } from "@/lib/generator/stream-events";
import { endInFlightWork, workSettled } from "@/lib/server/shutdown";

import { stopFakeAI, useFakeAI } from "../support/ai-env";
import type { FakeAI } from "../support/fake-ai";
import { apiRequest } from "../support/route-requests";
import { trialSubscriber, unitsUsed } from "../support/subscribers";

let fake: FakeAI;
let generateRoute: typeof import("@/app/api/generate/route");
let hooksRoute: typeof import("@/app/api/hooks/route");

beforeAll(async () => {
  fake = await useFakeAI();
  generateRoute = await import("@/app/api/generate/route");
  hooksRoute = await import("@/app/api/hooks/route");
});

afterAll(() => stopFakeAI(fake));

const linkedInPost = { contentType: "social", platform: "linkedin", topic: "Async standups" };
const hooksBody = { topic: "Remote onboarding", audience: "HR leads", platform: "LinkedIn" };
const settledWithin = async (ms: number) => ((await workSettled(ms)) ? "settled" : "late");

describe("billed work during shutdown", () => {
  it("ends a generation with its error event, ends a structured request with a 503, and gives both units back", async () => {
    const writer = await trialSubscriber("shutdown-stream");
    const planner = await trialSubscriber("shutdown-hooks");
    // Both providers hold on until the test is over: the stream after its first piece, the hooks before any answer.
    fake.script("openai", (request) =>
      request.structured
        ? { kind: "hang" }
        : { kind: "ok", pieces: ["Half ", "written."], afterFirst: new Promise<void>(() => {}) },
    );
    const response = await generateRoute.POST(
      apiRequest("/api/generate", writer.bearer, { method: "POST", body: linkedInPost }),
      undefined,
    );
    const events = readEvents(response.body!);
    expect((await events.next()).value).toMatchObject({ type: "start" });
    expect((await events.next()).value).toEqual({ type: "delta", text: "Half " });
    const hooks = hooksRoute.POST(
      apiRequest("/api/hooks", planner.bearer, { method: "POST", body: hooksBody }),
      undefined,
    );
    await expect.poll(() => unitsUsed(planner.id), { timeout: 10_000 }).toBe(1);
    expect(await unitsUsed(writer.id)).toBe(1);
    expect(await settledWithin(100)).toBe("late"); // two pieces of work in flight

    endInFlightWork();
    const rest: StreamEvent[] = [];
    for await (const event of events) rest.push(event);
    expect(rest).toEqual([
      {
        type: "error",
        message: "The server restarted before your request was finished. Nothing was deducted; please try again.",
      },
    ]);
    const refused = await hooks;
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect(await refused.json()).toEqual({
      error: { code: "unavailable", message: expect.stringContaining("Nothing was deducted") },
    });
    expect(await settledWithin(2_000)).toBe("settled");
    expect(await unitsUsed(writer.id)).toBe(0);
    expect(await unitsUsed(planner.id)).toBe(0);
  });

  it("refuses a generation that starts after the grace period with a 503 and Retry-After, spending nothing", async () => {
    const user = await trialSubscriber("shutdown-late");
    fake.script("openai", () => ({ kind: "hang" }));
    const response = await generateRoute.POST(
      apiRequest("/api/generate", user.bearer, { method: "POST", body: linkedInPost }),
      undefined,
    );
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual({
      error: { code: "unavailable", message: expect.stringContaining("Nothing was deducted") },
    });
    expect(await unitsUsed(user.id)).toBe(0);
    expect(await settledWithin(100)).toBe("settled");
  });
});
