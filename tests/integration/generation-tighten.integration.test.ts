import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { countFor } from "@/lib/ai/limits";
import { hardLimitProblems } from "@/lib/generator/pipeline/over-limit";
import { readEvents, type StreamEvent } from "@/lib/generator/stream-events";

import { stopFakeAI, useFakeAI } from "../support/ai-env";
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

const xPost = { contentType: "social", platform: "x", topic: "Pricing pages that convert", useEmojis: true } as const;
const googleAd = {
  contentType: "ads",
  platform: "google",
  headline: "Brewly",
  description: "A smart coffee grinder that adjusts the grind to the beans you scan.",
} as const;

async function generate(bearer: string, body: unknown): Promise<StreamEvent[]> {
  const response = await route.POST(apiRequest("/api/generate", bearer, { method: "POST", body }), undefined);
  expect(response.status).toBe(200);
  const events: StreamEvent[] = [];
  for await (const event of readEvents(response.body!)) events.push(event);
  return events;
}

/** Answers each request of OpenAI with the next text, streamed word by word. */
function answers(...texts: string[]) {
  fake.script("openai", () => ({ kind: "ok", pieces: texts.shift()?.match(/\S+\s*|\s+/g) ?? ["(no more answers)"] }));
}

const tightenedOf = (events: StreamEvent[]) =>
  events.find((event): event is Extract<StreamEvent, { type: "tightened" }> => event.type === "tightened");

describe("copy still over a hard limit after the rewrite", () => {
  it("is shortened to fit: the stream ends within 280 on X, says what was removed, and spends one unit", async () => {
    const user = await trialSubscriber("tighten-x");
    const first = `${"Show the price on the first screen, 価格を最初に。 ".repeat(7)}Read more: https://example.com/pricing-teardown 🚀 #pricing`;
    const rewrite = `Show the price on the first screen. One plan to pick, 価格は一つ。 ${"Answer every objection before it is asked. ".repeat(5)}\n\n#pricing #saas 🚀✨`;
    expect(countFor("x", first)).toBeGreaterThan(280);
    expect(countFor("x", rewrite)).toBeGreaterThan(280);
    answers(first, rewrite);

    const events = await generate(user.bearer, xPost);

    expect(fake.requests).toHaveLength(2); // the first answer and the one rewrite: no third call
    const kinds = events.map((event) => event.type);
    expect(kinds.indexOf("revise")).toBeGreaterThan(0);
    expect(kinds.indexOf("tightened")).toBeGreaterThan(kinds.indexOf("revise"));
    expect(kinds.at(-1)).toBe("done");
    const tightened = tightenedOf(events)!;
    expect(countFor("x", tightened.text)).toBeLessThanOrEqual(280);
    expect(rewrite.startsWith(tightened.text.replace(/\n\n#pricing.*$/s, ""))).toBe(true); // what stays is the rewrite's own start
    expect(tightened.removed.join(" ")).toContain("Answer every objection before it is asked.");
    expect(tightened.dropped).toEqual([]);
    expect(events.at(-1)).toMatchObject({ type: "done", usage: { used: 1 } });
    expect(await unitsUsed(user.id)).toBe(1);
  });

  it("drops a Google headline that cannot be brought within 30 characters, and notes it", async () => {
    const user = await trialSubscriber("tighten-google");
    const ad = (third: string) =>
      [
        `Headline 1: Café Espresso at Home`,
        `Headline 2: Grind Right. Every Single Bean Counts`,
        `Headline 3: ${third}`,
        "Description 1: Scan the bag and Brewly sets the grind. Forty settings, one app, recipes for every bean you buy.",
      ].join("\n");
    answers(ad("The Only Grinder That Reads Roast Dates"), ad("Only Grinder That Reads The Roast Date"));

    const events = await generate(user.bearer, googleAd);

    const tightened = tightenedOf(events)!;
    expect(tightened.dropped).toEqual(["Headline 3: Only Grinder That Reads The Roast Date"]);
    expect(tightened.text).toBe(
      [
        "Headline 1: Café Espresso at Home",
        "Headline 2: Grind Right.",
        "Description 1: Scan the bag and Brewly sets the grind.",
      ].join("\n"),
    );
    expect(hardLimitProblems(googleAd, tightened.text)).toEqual([]);
    expect(await unitsUsed(user.id)).toBe(1);
  });

  it("shortens the original to fit when the rewrite fails", async () => {
    const user = await trialSubscriber("tighten-failed-rewrite");
    const first = `${"Pricing pages convert when the price is on the first screen. ".repeat(6)}#pricing`;
    let calls = 0;
    fake.script("openai", () => (++calls === 1 ? { kind: "ok", pieces: [first] } : { kind: "status", status: 500 }));

    const events = await generate(user.bearer, xPost);

    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining(["revise", "replace", "tightened", "done"]),
    );
    const tightened = tightenedOf(events)!;
    expect(countFor("x", tightened.text)).toBeLessThanOrEqual(280);
    expect(first.startsWith(tightened.text.replace(/\n*#pricing$/, "").trimEnd())).toBe(true);
    expect(await unitsUsed(user.id)).toBe(1);
  });
});
