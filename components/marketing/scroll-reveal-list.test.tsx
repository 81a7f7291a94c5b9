// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ScrollRevealList } from "./scroll-reveal-list";

const items = ["Brief", "Generate", "Publish"].map((title) => ({ id: title, content: <h3>{title}</h3> }));
const viewport = 900;
const listHeight = 450;
/** Where the list's top sits below the viewport's top; the cards sit side by side in one row. */
let listTop = 0;
let reducedMotion = false;

function layout(this: Element): DOMRect {
  const top = listTop;
  return {
    top,
    bottom: top + listHeight,
    height: listHeight,
    left: 0,
    right: 1000,
    width: 1000,
    x: 0,
    y: top,
    toJSON: () => ({}),
  };
}

const revealed = (container: HTMLElement) => [...container.querySelectorAll("li")].map((item) => item.dataset.revealed);

async function scrollListTo(top: number) {
  listTop = top;
  await act(async () => {
    window.dispatchEvent(new Event("scroll"));
    await new Promise((resolve) => setTimeout(resolve, 5));
  });
}

beforeEach(() => {
  listTop = 1200;
  reducedMotion = false;
  vi.stubGlobal("innerHeight", viewport);
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reducedMotion && query.includes("reduce"),
    media: query,
  }));
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => setTimeout(() => callback(0), 0));
  vi.stubGlobal("cancelAnimationFrame", (id: number) => clearTimeout(id));
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(layout);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ScrollRevealList", () => {
  it("arrives from the server with every item visible", () => {
    const html = renderToString(<ScrollRevealList items={items} />);
    expect(html.match(/data-revealed="true"/g)).toHaveLength(3);
    expect(html).not.toContain("opacity-0");
  });

  it("hides the items below the fold, then shows them at 0, 0.33 and 0.66 of the way in, never hiding them again", async () => {
    const { container } = render(<ScrollRevealList items={items} />);
    expect(revealed(container)).toEqual(["true", "false", "false"]);
    await scrollListTo(viewport - 0.4 * listHeight);
    expect(revealed(container)).toEqual(["true", "true", "false"]);
    await scrollListTo(viewport - 0.7 * listHeight);
    expect(revealed(container)).toEqual(["true", "true", "true"]);
    await scrollListTo(1200);
    expect(revealed(container)).toEqual(["true", "true", "true"]);
  });

  it("keeps items the reader already sees when the page comes alive", () => {
    listTop = viewport - 50;
    const { container } = render(<ScrollRevealList items={items} />);
    expect(revealed(container)).toEqual(["true", "true", "true"]);
  });

  it("shows every item at once with reduced motion", async () => {
    reducedMotion = true;
    const { container } = render(<ScrollRevealList items={items} />);
    await scrollListTo(1100);
    expect(revealed(container)).toEqual(["true", "true", "true"]);
  });
});
