// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";

import { rememberPath, safeLocalPath, takeSignedInPath } from "./next-path";

describe("safeLocalPath", () => {
  it.each([
    ["/hook-generator?topic=shoes", "/hook-generator?topic=shoes"],
    ["/profile", "/profile"],
  ])("keeps %s", (input, expected) => expect(safeLocalPath(input)).toBe(expected));

  it.each([
    "https://evil.example/x",
    "//evil.example/x",
    "/\\evil.example",
    "/.//evil.example",
    "/..//evil.example",
    "profile",
    "",
    null,
  ])("refuses %s", (input) => {
    expect(safeLocalPath(input)).toBeNull();
  });
});

describe("lastAuthenticatedPath", () => {
  beforeEach(() => localStorage.clear());

  it("goes to the remembered path once, then to the dashboard", () => {
    rememberPath("/presets-settings");
    expect(localStorage.getItem("lastAuthenticatedPath")).toBe("/presets-settings");
    expect(takeSignedInPath()).toBe("/presets-settings");
    expect(takeSignedInPath()).toBe("/dashboard");
  });

  it("never stores or follows a path off the site", () => {
    rememberPath("//evil.example");
    expect(localStorage.getItem("lastAuthenticatedPath")).toBeNull();
    localStorage.setItem("lastAuthenticatedPath", "https://evil.example");
    expect(takeSignedInPath()).toBe("/dashboard");
  });
});
