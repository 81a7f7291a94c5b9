// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";

import { forcedSelector, forcedStatesStyleAttribute, forceStates } from "./forced-states.ts";

afterEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

describe("forced states", () => {
  it("rewrites a state selector for its forced-state class, and leaves look-alike pseudo-classes alone", () => {
    expect(forcedSelector(".hover\\:underline:hover", ["hover"])).toBe(".hover\\:underline.tempo-force-hover");
    expect(forcedSelector("a:focus, a:focus-visible", ["focus"])).toBe("a.tempo-force-focus, a:focus-visible");
    expect(forcedSelector(".plain", ["hover"])).toBeNull();
  });

  it("forces the states on the selected element alone, with the page's state rules copied for them", () => {
    document.head.innerHTML = `<style>.link:hover { color: red; } @media (hover: hover) { .card:hover { opacity: 0.5; } } .quiet { color: grey; }</style>`;
    document.body.innerHTML = `<a class="link tempo-force-focus">A</a><div class="card">B</div>`;
    const [link, card] = [document.querySelector(".link"), document.querySelector(".card")];
    forceStates(document, card, ["hover", "not-a-state"]);
    expect(link?.className).toBe("link");
    expect(card?.className).toBe("card tempo-force-hover");
    const css = document.querySelector(`style[${forcedStatesStyleAttribute}]`)?.textContent ?? "";
    expect(css).toContain(".link.tempo-force-hover { color: red; }");
    expect(css).toContain(".card.tempo-force-hover { opacity: 0.5; }");
    expect(css).not.toContain("quiet");

    forceStates(document, card, []);
    expect(card?.className).toBe("card");
    expect(document.querySelector(`style[${forcedStatesStyleAttribute}]`)).toBeNull();
  });
});
