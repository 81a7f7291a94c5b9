import { describe, expect, it } from "vitest";

import { server } from "../../../config/server";
import { generatorInputSchema } from "../../../generator/schema";
import type { StreamEvent } from "../../../generator/stream-events";
import { answerOf, emptyFold, foldEvent } from "./generation";

const input = generatorInputSchema.parse({
  contentType: "social",
  platform: "x",
  topic: "Why we ship on Fridays",
  abTesting: true,
});
const fold = (events: StreamEvent[]) => events.reduce(foldEvent, emptyFold());
const usage = { used: 3, limit: 10, credits: 0 };

describe("a generation's answer", () => {
  it("adds up the streamed text, scores each A/B variant and names the better one", () => {
    const state = fold([
      { type: "start", provider: "openai", label: "OpenAI · test" },
      { type: "delta", text: "Do you ship on Fridays? We do, and here is why it works for your team.\n" },
      { type: "delta", text: "===\nshipping." },
      { type: "done", usage },
    ]);
    const answer = answerOf({ input, voice: null }, state);
    expect(answer.text).toBe("Do you ship on Fridays? We do, and here is why it works for your team.\n===\nshipping.");
    expect(answer.variants.map((variant) => variant.text)).toEqual([
      "Do you ship on Fridays? We do, and here is why it works for your team.",
      "shipping.",
    ]);
    for (const variant of answer.variants) {
      expect(variant.score.score).toBeGreaterThanOrEqual(0);
      expect(variant.score.score).toBeLessThanOrEqual(100);
      expect(variant.score.checks.length).toBeGreaterThan(0);
    }
    // A question hook with "you" against one word: the first variant scores higher.
    expect(answer.variants[0]!.score.score).toBeGreaterThan(answer.variants[1]!.score.score);
    expect(answer.betterVariant).toBe(0);
    expect(answer).toMatchObject({ writer: { id: "openai", label: "OpenAI · test" }, shortened: null, usage });
  });

  it("keeps only the final text after a revision, and says what tightening removed", () => {
    const state = fold([
      { type: "start", provider: "anthropic", label: "Anthropic" },
      { type: "delta", text: "A first draft far too long for X." },
      { type: "revise", reason: "over 280" },
      { type: "delta", text: "A shorter draft. #one #two" },
      { type: "tightened", text: "A shorter draft.", removed: ["#one #two"], dropped: [] },
      { type: "done", usage },
    ]);
    const answer = answerOf({ input, voice: null }, state);
    expect(answer.text).toBe("A shorter draft.");
    expect(answer.shortened).toEqual({ removed: ["#one #two"], dropped: [] });
  });

  it("is a 503 with Retry-After when the writer broke off, never a half-written answer", () => {
    const state = fold([
      { type: "start", provider: "openai", label: "OpenAI" },
      { type: "delta", text: "Half a" },
      { type: "error", message: "The writer stopped before finishing. Nothing was deducted; please try again." },
    ]);
    expect(() => answerOf({ input, voice: null }, state)).toThrow(
      expect.objectContaining({ status: 503, message: expect.stringContaining("Nothing was deducted") }),
    );
    expect(() => answerOf({ input, voice: null }, state)).toThrow(
      expect.objectContaining({ headers: { "Retry-After": String(server.writersRetryAfterSeconds) } }),
    );
  });
});
