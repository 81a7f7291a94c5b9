import { describe, expect, it } from "vitest";

import { startupProblems } from "./startup.ts";

describe("startupProblems", () => {
  it("accepts the origin the build was made for", () => {
    expect(
      startupProblems(
        { env: { HOOKLINE_BUILD_APP_URL: "https://hookline.example" } },
        { APP_URL: "https://hookline.example" },
      ),
    ).toEqual([]);
  });

  it("refuses another origin, naming APP_URL and both values", () => {
    expect(
      startupProblems(
        { env: { HOOKLINE_BUILD_APP_URL: "https://hookline.example" } },
        { APP_URL: "https://other.example" },
      ),
    ).toEqual([
      "APP_URL is https://other.example, but this build was made for https://hookline.example: build again with APP_URL=https://other.example (its static pages name the origin).",
    ]);
  });

  it("says nothing of a build that recorded no origin", () => {
    expect(startupProblems({}, { APP_URL: "https://other.example" })).toEqual([]);
  });

  it("lets a build for this machine run on another local port", () => {
    expect(
      startupProblems(
        { env: { HOOKLINE_BUILD_APP_URL: "http://localhost:3000" } },
        { APP_URL: "http://localhost:54321" },
      ),
    ).toEqual([]);
  });
});
