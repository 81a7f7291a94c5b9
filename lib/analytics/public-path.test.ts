import { describe, expect, it } from "vitest";

import { publicPath } from "./public-path";

describe("publicPath", () => {
  it("hides a review link's token from analytics, in a path and in a URL", () => {
    expect(publicPath("/review/abcDEF_-123")).toBe("/review/:token");
    expect(publicPath("https://hookline.app/review/abcDEF_-123?x=1")).toBe("https://hookline.app/review/:token?x=1");
    expect(publicPath("/campaigns/123")).toBe("/campaigns/123");
    expect(publicPath("/reviews/abc")).toBe("/reviews/abc");
  });
});
