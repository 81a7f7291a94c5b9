import { describe, expect, it } from "vitest";

import { offlineCopy } from ".";
import { brief } from "../fixtures/briefs";
import { splitVariants } from "../pipeline/format";
import { responsiveSearchAdSet } from "../pipeline/rsa";
import { sameKey } from "../pipeline/text-rules";

const google = brief("google");

describe("a responsive search ad set", () => {
  it("builds a complete set from the offline writer's Google ad", () => {
    const set = responsiveSearchAdSet(google, offlineCopy(google));
    expect(set?.problems).toEqual([]);
    expect(set?.headlines.every((headline) => headline.pin === null)).toBe(true);
  });

  it("takes another angle in its second A/B variant: most of its lines are not the first variant's", () => {
    const withVariants = { ...google, abTesting: true };
    const [first = "", second = ""] = splitVariants(offlineCopy(withVariants));
    const lines = (variant: string) => {
      const set = responsiveSearchAdSet(withVariants, variant);
      return [...(set?.headlines ?? []), ...(set?.descriptions ?? [])].map((line) => sameKey(line.text));
    };
    const firstLines = new Set(lines(first));
    const secondLines = lines(second);
    const shared = secondLines.filter((line) => firstLines.has(line));
    expect(responsiveSearchAdSet(withVariants, second)?.problems).toEqual([]);
    expect(shared.length).toBeLessThan(secondLines.length / 2);
  });
});
