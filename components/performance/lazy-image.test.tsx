// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { LazyImage } from "./lazy-image";

afterEach(cleanup);

describe("LazyImage", () => {
  it("renders valid markup: a src that costs no request, the real source waiting in data-src", () => {
    // jsdom has no IntersectionObserver: give it one that never reports, as for an image far below the fold.
    globalThis.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    render(<LazyImage src="/images/founder.svg" alt="Portrait" width={320} height={180} />);
    const image = screen.getByRole("img", { name: "Portrait" });
    const src = image.getAttribute("src") ?? "";
    expect(src.startsWith("data:image/svg+xml,")).toBe(true);
    // The placeholder has the image's size, so the layout does not move when the real source arrives.
    expect(decodeURIComponent(src)).toContain('width="320" height="180"');
    expect(image.getAttribute("data-src")).toBe("/images/founder.svg");
    expect(image.getAttribute("loading")).toBe("lazy");
  });
});
