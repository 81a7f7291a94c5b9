import { describe, expect, it } from "vitest";

import { AppError } from "../../../errors.ts";
import { camelProperty, kebabProperty } from "../../css-property-names.ts";
import { ruleTargetOf } from "./css-module.ts";
import { declarationsOf } from "./declarations.ts";
import { editStylesheet, type RuleTarget } from "./stylesheet.ts";

const card: RuleTarget = { selector: ".card", media: null };
const edit = (text: string, target: RuleTarget, record: Record<string, string>) =>
  editStylesheet(text, "a.module.css", target, declarationsOf(record));

describe("editStylesheet", () => {
  it("reuses an @media block written with min-width", () => {
    const text = "@media (min-width: 48rem) {\n  .title {\n    color: red;\n  }\n}\n";
    expect(edit(text, { selector: ".card", media: "(width >= 48rem)" }, { gap: "1rem" })).toBe(
      "@media (min-width: 48rem) {\n  .title {\n    color: red;\n  }\n\n  .card {\n    gap: 1rem;\n  }\n}\n",
    );
  });

  it("sets the last of several rules with the selector and removes the property from all of them", () => {
    const text = ".card { color: red; }\n.card { padding: 0; color: blue; }\n";
    expect(edit(text, card, { padding: "4px" })).toBe(".card { color: red; }\n.card { padding: 4px; color: blue; }\n");
    expect(edit(text, card, { color: "" })).toBe(".card { padding: 0; }\n");
  });

  it("keeps a one-line rule on one line and keeps !important unless told otherwise", () => {
    expect(edit(".card { color: red !important; }\n", card, { color: "blue", margin: "0 auto !important" })).toBe(
      ".card { color: blue !important; margin: 0 auto !important; }\n",
    );
  });

  it("matches property names case-insensitively but custom properties exactly", () => {
    expect(edit(".card {\n  COLOR: red;\n  --Brand: red;\n}\n", card, { color: "blue", "--brand": "green" })).toBe(
      ".card {\n  COLOR: blue;\n  --Brand: red;\n  --brand: green;\n}\n",
    );
  });

  it("writes a first rule into an empty stylesheet with two-space indentation", () => {
    expect(edit("", card, { color: "red" })).toBe(".card {\n  color: red;\n}");
  });

  it("keeps an @media block that was already empty", () => {
    const text = "@media (width >= 40rem) {}\n.card { color: red; }\n";
    expect(edit(text, { selector: ".card", media: "(width >= 40rem)" }, { color: "" })).toBe(text);
  });

  it("refuses a stylesheet it cannot parse", () => {
    expect(() => edit(".card { color: red;", card, { color: "blue" })).toThrow(AppError);
    expect(() => edit(".card { color: red;", card, { color: "blue" })).toThrow(
      /a\.module\.css could not be parsed: Unclosed block/,
    );
  });
});

describe("ruleTargetOf", () => {
  it("turns states into pseudo-classes in a fixed order", () => {
    expect(ruleTargetOf("card", ["focus", "hover"])).toEqual({ selector: ".card:hover:focus", media: null });
    expect(ruleTargetOf("card", ["disabled", "invalid", "required", "active"])).toEqual({
      selector: ".card:active:disabled:required:invalid",
      media: null,
    });
  });

  it("puts breakpoints in a min-width query (the widest when several) and dark mode under a global .dark", () => {
    expect(ruleTargetOf("card", ["md"])).toEqual({ selector: ".card", media: "(width >= 48rem)" });
    expect(ruleTargetOf("card", ["sm", "2xl", "lg"])).toEqual({ selector: ".card", media: "(width >= 96rem)" });
    expect(ruleTargetOf("card", ["dark", "hover", "xl"])).toEqual({
      selector: ":global(.dark) .card:hover",
      media: "(width >= 80rem)",
    });
  });
});

describe("declarationsOf", () => {
  it("gives kebab-case names, trimmed values, removals as null and !important split off", () => {
    expect(declarationsOf({ backgroundColor: " red ", margin: "", padding: "0 !important", "--Brand": "x" })).toEqual([
      { property: "background-color", value: "red", important: false },
      { property: "margin", value: null, important: false },
      { property: "padding", value: "0", important: true },
      { property: "--Brand", value: "x", important: false },
    ]);
  });

  it("refuses values that could end the rule, except inside strings", () => {
    expect(() => declarationsOf({ color: "red; background: url(x)" })).toThrow(
      'The value of color can\'t contain ";", "{" or "}".',
    );
    expect(() => declarationsOf({ color: "red } .x {" })).toThrow(AppError);
    expect(declarationsOf({ content: '"a;b}"' })[0]?.value).toBe('"a;b}"');
  });
});

describe("property names", () => {
  it("converts between camelCase and kebab-case, vendor prefixes included", () => {
    expect(kebabProperty("backgroundColor")).toBe("background-color");
    expect(kebabProperty("WebkitLineClamp")).toBe("-webkit-line-clamp");
    expect(kebabProperty("msFlex")).toBe("-ms-flex");
    expect(kebabProperty("Font-Size")).toBe("font-size");
    expect(camelProperty("border-top-left-radius")).toBe("borderTopLeftRadius");
    expect(camelProperty("-webkit-line-clamp")).toBe("WebkitLineClamp");
    expect(camelProperty("-ms-flex")).toBe("msFlex");
    expect(camelProperty("--brand-color")).toBe("--brand-color");
  });
});
