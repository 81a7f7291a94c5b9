// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";

import { computedStylesOf, matchingRules } from "./css-rules.ts";

beforeEach(() => {
  document.head.innerHTML = `<style>
    .card { padding: 1rem; color: red !important; }
    .card:hover { color: blue; }
    .dark .card { color: white; }
    @media (width >= 48rem) { .card { padding: 2rem; } }
    div > p, .other { margin: 0; }
    .card::-webkit-nonsense(( { color: green; }
    section .card { display: flex; }
  </style>`;
  document.body.innerHTML =
    '<main style="display: flex; flex-direction: column"><div class="card" id="c">Hi</div></main>';
});

describe("CSS rules of the selected element", () => {
  it("lists the rules that match, with state, dark and breakpoint modifiers, skipping invalid selectors", () => {
    const element = document.getElementById("c");
    if (!element) throw new Error("no element");
    const rules = matchingRules(element, "card-00000000-0");
    expect(rules.map((rule) => [rule.selector, rule.modifiers, rule.applied])).toEqual([
      [".card", [], true],
      [".card:hover", ["hover"], false],
      [".dark .card", ["dark"], false],
      [".card", ["md"], expect.any(Boolean)],
    ]);
    expect(rules[0]).toMatchObject({
      styles: { padding: "1rem", color: "red !important" },
      removable: true,
      allowChanges: true,
      inherited: false,
      codebaseId: "card-00000000-0",
    });
    expect(rules[2]?.allowChanges).toBe(false);
    document.body.classList.add("dark");
    expect(matchingRules(element, null)[2]).toMatchObject({ selector: ".dark .card", applied: true });
  });

  it("lists the element's own rules before the ones every element gets, such as Tailwind's reset", () => {
    document.head.innerHTML = `<style>
      @layer base { *, ::before, ::after { box-sizing: border-box; } html, :host { line-height: 1.5; } }
      @layer utilities { .font-bold { font-weight: 700; } }
      h1 { margin: 0; }
    </style>`;
    document.body.innerHTML = '<h1 class="font-bold" id="h">Hi</h1>';
    const element = document.getElementById("h");
    if (!element) throw new Error("no element");
    expect(matchingRules(element, null).map((rule) => rule.selector)).toEqual([".font-bold", "h1", "*"]);
  });

  it("finds rules inside @layer blocks, where Tailwind puts its utilities", () => {
    document.head.innerHTML = "<style>@layer utilities { .font-bold { font-weight: 700; } }</style>";
    document.body.innerHTML = '<h1 class="font-bold" id="h">Hi</h1>';
    const element = document.getElementById("h");
    if (!element) throw new Error("no element");
    expect(matchingRules(element, null).map((rule) => rule.selector)).toEqual([".font-bold"]);
  });

  it("collects the computed layout and typography, and only display and flex-direction of the parent", () => {
    const element = document.getElementById("c");
    if (!element) throw new Error("no element");
    const { styles, parent } = computedStylesOf(element);
    expect(Object.keys(styles).length).toBeGreaterThanOrEqual(65);
    expect(Object.keys(styles).length).toBeLessThanOrEqual(80);
    expect(styles).toHaveProperty("font-size");
    expect(parent).toEqual({ display: "flex", flexDirection: "column" });
  });
});
