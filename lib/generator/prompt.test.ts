import { describe, expect, it } from "vitest";

import { brief, briefs } from "./fixtures/briefs";
import { buildGeneratorPrompt, buildShortenPrompt } from "./prompt";

describe("generator prompts", () => {
  it.each(Object.keys(briefs) as (keyof typeof briefs)[])("builds the messages for the %s brief", (name) => {
    const { system, user, maxTokens } = buildGeneratorPrompt(brief(name));
    expect({ system, user, maxTokens }).toMatchSnapshot();
  });

  it("writes in the chosen language and follows a brand voice", () => {
    const { system } = buildGeneratorPrompt(brief("email"), {
      name: "Friendly expert",
      tone: "warm",
      audience: "small cafés",
      styleNotes: "Short sentences.",
      wordsToAvoid: "synergy, leverage",
      description: "Talks like a barista who knows the science.",
    });
    expect(system).toContain("Write in German.");
    expect(system).toContain('Write in the brand voice "Friendly expert".');
    expect(system).toContain("Never use these words: synergy, leverage.");
  });

  it("leaves empty fields out of the brief and doubles the budget for two variants", () => {
    const single = buildGeneratorPrompt(brief("linkedin"));
    expect(single.user).not.toContain("Features:");
    expect(buildGeneratorPrompt(brief("abTest")).maxTokens).toBe(
      2 * buildGeneratorPrompt({ ...brief("abTest"), abTesting: false }).maxTokens,
    );
  });

  it("asks for a full Google ad set: up to 15 distinct headlines and 4 distinct descriptions", () => {
    const { system } = buildGeneratorPrompt(brief("google"));
    expect(system).toContain('Give up to 15 lines "Headline 1:" to "Headline 15:"');
    expect(system).toContain('then 4 lines "Description 1:" to "Description 4:"');
    expect(system).toContain("Google refuses repeats");
    expect(buildGeneratorPrompt(brief("facebook")).system).not.toContain("Headline 15");
  });

  it("asks for a shorter version with the previous answer and what was too long", () => {
    const original = buildGeneratorPrompt(brief("x"));
    const shorter = buildShortenPrompt(original, "a very long post", ["X post: 312 of 280 weighted characters"]);
    expect(shorter.system).toBe(original.system);
    expect(shorter.user).toContain("a very long post");
    expect(shorter.user).toContain("X post: 312 of 280 weighted characters");
  });
});
