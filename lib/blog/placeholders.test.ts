import { describe, expect, it } from "vitest";

import { planning } from "../config/generation/requests";
import { plans, trial } from "../config/plans";
import { fillPlaceholders } from "./placeholders";

describe("fillPlaceholders", () => {
  it("writes the configured numbers as the site writes them", () => {
    expect(
      fillPlaceholders(
        "Try the {{trialDays}}-day free trial, get {{ hooksPerRequest }} hooks for {{pro.monthlyPrice}} a month.",
      ),
    ).toEqual({
      text: `Try the ${trial.days}-day free trial, get ${planning.hooksPerRequest} hooks for $${plans.pro.monthlyPrice} a month.`,
    });
  });

  it("leaves text without placeholders as it is, single braces included", () => {
    expect(fillPlaceholders("A {curly} aside and a } or two.")).toEqual({ text: "A {curly} aside and a } or two." });
  });

  it("refuses a name it does not know, with its line", () => {
    expect(fillPlaceholders("first\nthe {{trialDayz}}-day trial")).toMatchObject({
      line: 2,
      problem: expect.stringMatching(/^unknown placeholder \{\{trialDayz\}\} \(known: trialDays, /),
    });
  });

  it("refuses a brace left open or closed on its own", () => {
    expect(fillPlaceholders("the {{trialDays}-day trial")).toEqual({
      line: 1,
      problem: '"{{" is not part of a {{placeholder}}',
    });
    expect(fillPlaceholders("{{planWeeks}} weeks\nthen }} here")).toEqual({
      line: 2,
      problem: '"}}" is not part of a {{placeholder}}',
    });
  });
});
