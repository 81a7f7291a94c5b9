import { describe, expect, it } from "vitest";

import { countFor } from "../../ai/limits";
import type { Provider, ProviderId, TextRequest } from "../../ai/types";
import { buildGeneratorPrompt } from "../prompt";
import { generatorInputSchema } from "../schema";
import type { StreamEvent } from "../stream-events";
import { fitToHardLimits } from "./fit-to-limits";

const input = generatorInputSchema.parse({ contentType: "social", platform: "x", topic: "Pricing pages" });
const prompt = buildGeneratorPrompt(input);
const tooLong = `${"Show the price on the first screen. ".repeat(10)}#pricing`;
const fallback = { timeoutMs: 1000 };

/** A provider that answers each text request with the next of `answers` (or fails once they run out). */
function provider(id: ProviderId, answers: string[], seen: TextRequest[] = []): Provider {
  return {
    id,
    label: id,
    async *streamText(request) {
      seen.push(request);
      const answer = answers.shift();
      if (answer === undefined) throw new Error("no more answers");
      yield answer;
    },
    generateObject: () => Promise.reject(new Error("not used")),
  };
}

async function fit(writer: Provider, text: string, signal = new AbortController().signal): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  for await (const event of fitToHardLimits(writer, prompt, text, input, {
    signal,
    stopping: new AbortController().signal,
    fallback,
  }))
    events.push(event);
  return events;
}

describe("fitToHardLimits", () => {
  it("sends nothing more for copy already within the limit", async () => {
    const seen: TextRequest[] = [];
    expect(await fit(provider("openai", [], seen), "Short and sweet.")).toEqual([]);
    expect(seen).toHaveLength(0);
  });

  it("tightens the offline writer's copy without asking for a rewrite", async () => {
    const seen: TextRequest[] = [];
    const events = await fit(provider("offline", [], seen), tooLong);
    expect(seen).toHaveLength(0);
    expect(events.map((event) => event.type)).toEqual(["tightened"]);
    const [tightened] = events;
    expect(tightened?.type === "tightened" && countFor("x", tightened.text)).toBeLessThanOrEqual(280);
  });

  it("asks once for a rewrite and tightens it when it is still too long", async () => {
    const seen: TextRequest[] = [];
    const events = await fit(provider("openai", [`${tooLong} #saas`], seen), tooLong);
    expect(seen).toHaveLength(1);
    expect(events.map((event) => event.type)).toEqual(["revise", "delta", "tightened"]);
  });

  it("gives nothing more to a reader who left during the rewrite", async () => {
    const reader = new AbortController();
    reader.abort();
    expect(await fit(provider("openai", ["never read"]), tooLong, reader.signal)).toEqual([
      expect.objectContaining({ type: "revise" }),
    ]);
  });
});
