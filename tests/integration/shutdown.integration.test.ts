// A server shutting down ends the generations it could not wait for: each stream closes with its error event and
// the unit is given back. (Its own file: the shutdown signal is process-wide and cannot be taken back.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEvents, type StreamEvent } from "@/lib/generator/stream-events";
import { endInFlightWork } from "@/lib/server/shutdown";
import { useFakeAI, stopFakeAI } from "../support/ai-env";
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

const linkedInPost = { contentType: "social", platform: "linkedin", topic: "Async standups" };

describe("a generation during shutdown", () => {
  it("ends with the error event and gives the unit back", async () => {
    const user = await trialSubscriber("shutdown");
    // The provider sends one piece and then holds the rest until the test is over.
    const never = new Promise<void>(() => {});
    fake.script("openai", () => ({ kind: "ok", pieces: ["Half ", "written."], afterFirst: never }));
    const response = await route.POST(apiRequest("/api/generate", user.bearer, { method: "POST", body: linkedInPost }), undefined);
    const events = readEvents(response.body!);
    expect((await events.next()).value).toMatchObject({ type: "start" });
    expect((await events.next()).value).toEqual({ type: "delta", text: "Half " });
    expect(await unitsUsed(user.id)).toBe(1);

    endInFlightWork();
    const rest: StreamEvent[] = [];
    for await (const event of events) rest.push(event);
    expect(rest).toEqual([{ type: "error", message: expect.stringContaining("The server restarted before the copy was finished") }]);
    expect(await unitsUsed(user.id)).toBe(0);
  });

  it("refuses a generation that has not started yet with a 503 and Retry-After, spending nothing", async () => {
    const user = await trialSubscriber("shutdown-late");
    fake.script("openai", () => ({ kind: "hang" }));
    const response = await route.POST(apiRequest("/api/generate", user.bearer, { method: "POST", body: linkedInPost }), undefined);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual({ error: { code: "unavailable", message: expect.stringContaining("Nothing was deducted") } });
    expect(await unitsUsed(user.id)).toBe(0);
  });
});
