// A number the product states (trial days, hooks per request, prices, quotas, rate limits, legal periods …) is built
// from lib/config wherever a user reads it, so changing the config changes every sentence that states it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { resetCode } from "@/lib/config/auth";
import { planning } from "@/lib/config/generation/requests";
import { plans, trial } from "@/lib/config/plans";
import { generationRateLimit } from "@/lib/config/rate-limits";
import {
  blogProductText,
  findProductNumbers,
  literalsIn,
  productNumbers,
  userTextIn,
  type Literal,
} from "@/tests/support/config-literals";

const root = path.join(import.meta.dirname, "..", "..");
const numbers = productNumbers();
const found = (text: string) => findProductNumbers(text, numbers).map((match) => match.text);

const isBlog = (literal: Literal) => literal.file.startsWith("content/blog/");
const described = (literal: Literal) => `${literal.file}:${literal.line} "${literal.text}" (${literal.name})`;

describe("finding product numbers", () => {
  it("finds a number next to what it counts, in digits or words", () => {
    expect(found(`Start your ${trial.days}-day trial`)).toEqual([`${trial.days}-day`]);
    expect(found(`Write ${planning.hooksPerRequest} opening hooks`)).toEqual([
      `${planning.hooksPerRequest} opening hooks`,
    ]);
    expect(found("Plan four weeks of content")).toEqual(["four weeks"]);
    expect(found(`We sent a ${resetCode.digits}-digit code`)).toEqual([`${resetCode.digits}-digit`]);
    expect(found(`Essential costs $${plans.essential.monthlyPrice} a month`)).toEqual([
      `$${plans.essential.monthlyPrice}`,
    ]);
    expect(found(`up to ${generationRateLimit.limit} generations a minute`)).toEqual([
      `${generationRateLimit.limit} generations a minute`,
    ]);
  });

  it("leaves numbers alone that count something else", () => {
    expect(found(`h-${trial.days} w-${trial.days} gap-${planning.hooksPerRequest}`)).toEqual([]);
    expect(found(`1${trial.days} days`)).toEqual([]);
    expect(found(`${generationRateLimit.limit} minutes a day`)).toEqual([]);
    expect(found(`M${planning.hooksPerRequest} ${planning.planWeeks}h2v${trial.days}`)).toEqual([]);
    expect(found(`items[${planning.planWeeks}]`)).toEqual([]);
  });

  it("reads strings, template text and JSX text, but not comments or imports", () => {
    const source = [
      'import { x } from "./10 hooks";',
      `// ${trial.days} days in a comment`,
      `const label = \`Plan \${weeks} weeks\`;`,
      `export const A = () => <p className="mt-${trial.days}">Start ${trial.days}-day trial</p>;`,
    ].join("\n");
    const texts = userTextIn("sample.tsx", source).map((entry) => entry.text);
    expect(texts).toEqual(["Plan ", " weeks", `mt-${trial.days}`, `Start ${trial.days}-day trial`]);
  });
});

describe("user-facing text", () => {
  const literals = literalsIn(root, ["components", "content", "app", "lib"], numbers);

  it("builds every product number from lib/config in components, content, app and lib", () => {
    expect(literals.filter((literal) => !isBlog(literal)).map(described)).toEqual([]);
  });

  it("writes Hookline's numbers in blog articles as placeholders", () => {
    expect(literals.filter(isBlog).map(described)).toEqual([]);
  });
});

describe("blog articles", () => {
  const inArticle = (source: string) =>
    blogProductText(source).flatMap(({ line, text }) =>
      findProductNumbers(text, numbers).map((match) => `${line}: ${match.text}`),
    );

  it("count a number where the article speaks about Hookline, its plans or a free trial", () => {
    const source = [
      "---",
      `title: "Hookline writes ${planning.hooksPerRequest} hooks"`,
      `featuredImageAlt: "The words Hookline Blog and ${planning.planWeeks} weeks"`,
      "---",
      "## How Hookline helps",
      "",
      `The generator returns ${planning.hooksPerRequest} hooks.`,
      "",
      "## Writing hooks",
      "",
      `Write ${planning.hooksPerRequest} hooks before you pick one, as in [our ${planning.planWeeks}-week plan](/blog/plan).`,
      "",
      `- Start the ${trial.days}-day free trial.`,
      `- Essential comes with ${plans.essential.brandVoicePresets} presets.`,
      `- A ${trial.days}-day trial converts well.`,
    ].join("\n");
    expect(inArticle(source)).toEqual([
      `2: ${planning.hooksPerRequest} hooks`,
      `7: ${planning.hooksPerRequest} hooks`,
      `13: ${trial.days}-day`,
      `14: ${plans.essential.brandVoicePresets} presets`,
    ]);
  });

  it("fail on a trial length written into a published article", () => {
    const file = "content/blog/email-welcome-sequences-for-trials.md";
    const source = readFileSync(path.join(root, file), "utf8");
    expect(inArticle(source)).toEqual([]);
    const lines = source.split("\n").length;
    expect(inArticle(`${source}\nStart your ${trial.days}-day free trial today.\n`)).toEqual([
      `${lines + 1}: ${trial.days}-day`,
    ]);
  });
});
