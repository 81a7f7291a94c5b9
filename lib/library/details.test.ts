import { describe, expect, it } from "vitest";

import { excerptOf, platformOf, writerOf } from "./details";

describe("a saved copy's details", () => {
  it("names the platform it was written for by its label", () => {
    expect(platformOf("social", { platform: "linkedin" })).toBe("LinkedIn");
    expect(platformOf("ads", { platform: "google" })).toBe("Google responsive search ad");
  });

  it("has no platform when the type has none or none was kept", () => {
    expect(platformOf("email", { platform: "linkedin" })).toBeNull();
    expect(platformOf("social", {})).toBeNull();
    expect(platformOf("social", null)).toBeNull();
    expect(platformOf("social", { platform: "myspace" })).toBeNull();
  });

  it("says who wrote it only when that was kept as text", () => {
    expect(writerOf({ writer: "Offline writer" })).toBe("Offline writer");
    expect(writerOf({ writer: 3 })).toBeNull();
    expect(writerOf("writer")).toBeNull();
  });

  it("quotes a long copy by its first words on one line", () => {
    expect(excerptOf("Short and\nsweet")).toBe("Short and sweet");
    const excerpt = excerptOf("word ".repeat(40));
    expect(excerpt.length).toBeLessThanOrEqual(60);
    expect(excerpt.endsWith("…")).toBe(true);
  });
});
