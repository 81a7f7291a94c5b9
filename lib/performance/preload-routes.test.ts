import { describe, expect, it } from "vitest";

import { hoverPreloadTarget, timedPreloads } from "./preload-routes";

describe("preload rules", () => {
  it("hover-preloads only the five app screens on this origin", () => {
    const origin = "https://hookline.app";
    expect(hoverPreloadTarget("/dashboard", origin)).toBe("/dashboard");
    expect(hoverPreloadTarget("https://hookline.app/presets-settings?x=1", origin)).toBe("/presets-settings");
    expect(hoverPreloadTarget("/features", origin)).toBeNull();
    expect(hoverPreloadTarget("https://evil.example/dashboard", origin)).toBeNull();
    expect(hoverPreloadTarget("/dashboard/generate", origin)).toBeNull();
  });

  it("hover-preloads any page of this origin, with its query, for a site link", () => {
    const origin = "https://hookline.app";
    expect(hoverPreloadTarget("/features", origin, true)).toBe("/features");
    expect(hoverPreloadTarget("/?scrollTo=pricing", origin, true)).toBe("/?scrollTo=pricing");
    expect(hoverPreloadTarget("/dashboard", origin, true)).toBe("/dashboard");
    expect(hoverPreloadTarget("https://evil.example/features", origin, true)).toBeNull();
  });

  it("keeps the product's timed preloads", () => {
    expect(timedPreloads).toEqual({
      "/": { afterMs: 2000, paths: ["/features", "/dashboard"] },
      "/features": { afterMs: 1000, paths: ["/dashboard"] },
    });
  });
});
