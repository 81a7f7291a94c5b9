// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { softTarget } from "./soft-navigation";

const location = new URL("https://hookline.app/blog?tag=ads") as unknown as Location;

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const anchor = document.createElement("a");
  anchor.href = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  return anchor;
}

const click = (init: MouseEventInit = {}) => new MouseEvent("click", { button: 0, ...init });

describe("which clicks on a site link navigate in place", () => {
  it("a plain left click on a page of this site, with its query and fragment", () => {
    expect(softTarget(link("https://hookline.app/features"), click(), location)).toBe("/features");
    expect(softTarget(link("https://hookline.app/?scrollTo=pricing#top"), click(), location)).toBe(
      "/?scrollTo=pricing#top",
    );
  });

  it("leaves to the browser: new tabs, other buttons, targets, downloads, other origins and anchors on this page", () => {
    const page = "https://hookline.app/features";
    expect(softTarget(link(page), click({ ctrlKey: true }), location)).toBeNull();
    expect(softTarget(link(page), click({ metaKey: true }), location)).toBeNull();
    expect(softTarget(link(page), click({ shiftKey: true }), location)).toBeNull();
    expect(softTarget(link(page), click({ button: 1 }), location)).toBeNull();
    expect(softTarget(link(page, { target: "_blank" }), click(), location)).toBeNull();
    expect(softTarget(link(page, { download: "" }), click(), location)).toBeNull();
    expect(softTarget(link("https://elsewhere.example/features"), click(), location)).toBeNull();
    expect(softTarget(link("https://hookline.app/blog?tag=ads#faq"), click(), location)).toBeNull();
  });

  it("a click another handler already took is left alone", () => {
    const event = click({ cancelable: true });
    event.preventDefault();
    expect(softTarget(link("https://hookline.app/features"), event, location)).toBeNull();
  });
});
