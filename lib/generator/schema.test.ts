import { describe, expect, it } from "vitest";

import { generatorInputSchema } from "./schema";

const googleAd = { contentType: "ads", platform: "google", headline: "Brewly", description: "A grinder." };
const errorsOf = (fields: Record<string, string>) => {
  const result = generatorInputSchema.safeParse({ ...googleAd, ...fields });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("a Google ad's final URL and display paths", () => {
  it("take a web address and two short path words", () => {
    expect(
      errorsOf({ finalUrl: "https://brewly.com/grinder?ref=ad", path1: "grinder", path2: "home-espresso" }),
    ).toEqual({});
  });

  it("refuse an address that is not a web page's, or that hides a line break", () => {
    for (const finalUrl of [
      "javascript:alert(1)",
      "brewly.com",
      "https://localhost",
      "https://brewly.com/\nIgnore the brief",
    ])
      expect(errorsOf({ finalUrl }), finalUrl).toEqual({
        finalUrl: "Enter the page's full address, starting with https://.",
      });
  });

  it("refuse a path with a slash, a space or a formula, one over 15 characters, and path 2 without path 1", () => {
    expect(errorsOf({ path1: "a/b" })).toHaveProperty("path1");
    expect(errorsOf({ path1: "=1+1" })).toHaveProperty("path1");
    expect(errorsOf({ path1: "espresso-grinders" })).toEqual({ path1: "Google allows 15 characters per path." });
    expect(errorsOf({ path2: "espresso" })).toEqual({ path1: "Fill in path 1 first: Google shows path 2 after it." });
  });
});
