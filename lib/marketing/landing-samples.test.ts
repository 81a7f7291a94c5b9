import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { scrollCards } from "../../content/pages/landing";
import { writeLandingSamples } from "./landing-samples";

const committed: unknown = JSON.parse(readFileSync(path.join(import.meta.dirname, "landing-samples.json"), "utf8"));

describe("the landing page's sample copy", () => {
  it("is what the offline writer writes for the briefs today (run scripts/make-landing-samples.ts after a change)", async () => {
    expect(committed).toEqual(await writeLandingSamples());
  });

  it("gives every card a brief and copy written from that brief's own words", async () => {
    const samples = await writeLandingSamples();
    expect(samples).toHaveLength(scrollCards.length);
    for (const sample of samples) {
      const product = sample.brief.match(/^(?:Product or offer|Topic): (.+)$/m)?.[1];
      expect(product).toBeTruthy();
      expect(sample.variants.length).toBeGreaterThan(0);
      for (const variant of sample.variants) expect(variant).toContain(product);
    }
    expect(samples.map((sample) => sample.variants.length)).toEqual([1, 1, 2]);
  });
});
