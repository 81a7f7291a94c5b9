// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { observeLazyImages } from "./lazy-images";

class FakeObserver {
  static last: FakeObserver | null = null;
  readonly observed: Element[] = [];
  readonly callback: IntersectionObserverCallback;
  readonly options: IntersectionObserverInit;
  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {}
  enter(element: Element) {
    this.callback(
      [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

describe("lazy images", () => {
  it("watches with root margin 50px and threshold 0.01, and sets the sources on entering", () => {
    document.body.innerHTML = `<picture><source type="image/webp" data-srcset="/a.webp"><img data-src="/a.png" width="10" height="10" loading="lazy" alt=""></picture>`;
    observeLazyImages(document, FakeObserver as unknown as typeof IntersectionObserver);
    const observer = FakeObserver.last!;
    expect(observer.options).toEqual({ rootMargin: "50px", threshold: 0.01 });
    const image = document.querySelector("img")!;
    expect(image.getAttribute("src")).toBeNull();
    observer.enter(image);
    expect(image.getAttribute("src")).toBe("/a.png");
    expect(document.querySelector("source")!.getAttribute("srcset")).toBe("/a.webp");
  });

  it("sets the sources at once without IntersectionObserver", () => {
    document.body.innerHTML = `<img data-src="/b.png" width="10" height="10" alt="">`;
    observeLazyImages(document, undefined);
    expect(document.querySelector("img")!.getAttribute("src")).toBe("/b.png");
  });
});
