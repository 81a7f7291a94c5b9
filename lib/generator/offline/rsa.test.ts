import { describe, expect, it } from "vitest";

import { offlineCopy } from ".";
import { brief } from "../fixtures/briefs";
import { responsiveSearchAdSet } from "../pipeline/rsa";

const google = brief("google");

describe("a responsive search ad set", () => {
  it("builds a complete set from the offline writer's Google ad", () => {
    const set = responsiveSearchAdSet(google, offlineCopy(google));
    expect(set?.problems).toEqual([]);
    expect(set?.headlines.every((headline) => headline.pin === null)).toBe(true);
  });
});
