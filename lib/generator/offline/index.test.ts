import { describe, expect, it } from "vitest";

import { measure } from "../../ai/limits";
import { brief, briefs } from "../fixtures/briefs";
import { sectionsOf, splitVariants } from "../pipeline/format";
import { tightenToHardLimits } from "../pipeline/tighten";
import { generatorInputSchema, type GeneratorForm, type GeneratorInput } from "../schema";
import { offlineCopy } from "./index";

const ledgerlyPoints = "Snap receipts, Auto-categorise expenses, Export a tax-ready report for your accountant";

/**
 * One brief per content type and platform. `points` are the brief's key points, written out here so the test does
 * not read them the way the writer does; by default every list field split on commas and semicolons.
 */
const table: { name: string; form: GeneratorForm; points?: string[] }[] = [
  {
    name: "Ledgerly Google ad",
    form: {
      contentType: "ads",
      platform: "google",
      headline: "Ledgerly",
      description: "Bookkeeping for freelancers.",
      features: ledgerlyPoints,
      demographics: "Freelancers",
    },
  },
  {
    name: "Ledgerly Google ad written in one description",
    form: {
      contentType: "ads",
      platform: "google",
      headline: "Ledgerly",
      description:
        "Bookkeeping for freelancers: snap receipts, auto-categorise expenses, export a tax-ready report for your accountant.",
    },
    points: ["snap receipts", "auto-categorise expenses", "export a tax-ready report for your accountant"],
  },
  {
    name: "Ledgerly LinkedIn post",
    form: {
      contentType: "social",
      platform: "linkedin",
      topic: "Ledgerly, bookkeeping for freelancers",
      content: ledgerlyPoints,
      demographics: "Freelancers",
    },
  },
  {
    name: "Ledgerly X post",
    form: {
      contentType: "social",
      platform: "x",
      topic: "Ledgerly, bookkeeping for freelancers",
      content: ledgerlyPoints,
    },
  },
  {
    name: "Ledgerly X post, points in the advanced fields",
    form: {
      contentType: "social",
      platform: "x",
      topic: "Ledgerly, bookkeeping for freelancers",
      features: ledgerlyPoints,
      useEmojis: true,
    },
  },
  { name: "Brewly Facebook ad", form: briefs.facebook },
  { name: "Brewly Google ad", form: briefs.google },
  {
    name: "Yoga Facebook ad with its own offer",
    form: {
      contentType: "ads",
      platform: "facebook",
      headline: "Brightside Yoga",
      description: "Live online yoga classes you can join from home.",
      challenges: "No time to get to a studio",
      benefits: "Feel calmer in 20 minutes a day",
      usps: "First week free",
    },
  },
  {
    name: "Instagram post",
    form: {
      contentType: "social",
      platform: "instagram",
      topic: "Meal prep for busy parents",
      content: "Cook once, eat three times; Freeze in portions; Label everything",
      demographics: "Working parents",
    },
  },
  {
    name: "Threads post",
    form: {
      contentType: "social",
      platform: "threads",
      topic: "Shipping small releases",
      benefits: "Fewer rollbacks, Faster feedback",
      challenges: "Big launches that slip",
      toneStyle: "Witty",
    },
  },
  { name: "Mastodon post", form: briefs.custom },
  { name: "X post with emojis", form: briefs.x },
  { name: "LinkedIn post with a draft", form: briefs.linkedin },
  { name: "welcome email", form: briefs.email },
  {
    name: "promotional email",
    form: {
      contentType: "email",
      emailType: "promotional",
      body: "Our spring collection is in; Linen shirts in six colours",
      benefits: "Breathable on hot days",
    },
  },
  {
    name: "cold outreach email",
    form: {
      contentType: "email",
      emailType: "cold-outreach",
      subject: "Your onboarding emails",
      body: "We write onboarding sequences for SaaS; Two example sequences attached",
      challenges: "Trial users who never come back",
    },
  },
  { name: "30-second video script", form: briefs.script },
  {
    name: "15-second video ad",
    form: {
      contentType: "scripts",
      scriptType: "video-ad",
      duration: 15,
      topic: "Ledgerly for freelancers",
      features: ledgerlyPoints,
    },
  },
  {
    name: "2-minute explainer",
    form: {
      contentType: "scripts",
      scriptType: "explainer",
      duration: 120,
      topic: "How bean scanning works",
      headline: "Brewly",
      features: "Bean scanner, 40 grind settings",
    },
  },
  { name: "blog outline", form: briefs.outline },
  { name: "blog introduction", form: briefs.intro },
  {
    name: "blog conclusion",
    form: {
      contentType: "blog",
      platform: "conclusion",
      title: "Async standups for remote teams",
      outline: "Write updates, Read them daily, Meet when it matters",
      benefits: "Fewer meetings",
    },
  },
  { name: "SEO meta descriptions", form: briefs.seo },
];

/** Claims the templates must never make unless the brief makes them. */
const forbiddenClaims = [
  "free trial",
  "try it free",
  "get started free",
  "no credit card",
  "money-back",
  "guarantee",
  "join teams",
  "teams who switched",
  "#1",
  "best-in-class",
  "set up in minutes",
  "setup in minutes",
  "results this week",
  "trusted by",
  "thousands of",
  "award-winning",
  "risk-free",
  "cancel anytime",
  "in less time",
  "get more done",
  "fast setup",
  "support that answers",
  "clear pricing",
  "see the difference",
  "changed everything",
  "nobody talks about",
  "most people get wrong",
  "10x",
  "proven",
];

const lines = (text: string) =>
  text
    .split(/[,;\n]+/)
    .map((item) => item.trim())
    .filter(Boolean);
const key = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

function keyPoints(row: (typeof table)[number], input: GeneratorInput): string[] {
  if (row.points) return row.points;
  const own = { social: input.content, email: input.body, blog: input.outline, seo: input.topic, ads: "", scripts: "" }[
    input.contentType
  ];
  return [input.challenges, input.benefits, input.features, input.usps, own].flatMap(lines);
}

/** The copy's own numbers, without the labels ("Headline 3:") and scene times ("[0:05–0:10]") the layout adds. */
function numbersIn(copy: string): string[] {
  const text = copy
    .replace(/^(?:Headline|Description|Meta description) \d+:/gm, "")
    .replace(/\[\d+:\d+–\d+:\d+\]/g, "");
  return text.match(/\d+(?:[.,]\d+)?/g) ?? [];
}

function briefNumbers(input: GeneratorInput): Set<string> {
  const text = Object.values(input)
    .filter((value) => typeof value === "string")
    .join(" ");
  const numbers = new Set(text.match(/\d+(?:[.,]\d+)?/g) ?? []);
  // A script's length is the brief's own choice, said in seconds or minutes.
  if (input.duration) [input.duration, input.duration / 60].forEach((value) => numbers.add(String(value)));
  return numbers;
}

describe.each(table)("the offline writer, for a $name", (row) => {
  const input = generatorInputSchema.parse(row.form);
  const withVariants = generatorInputSchema.parse({ ...row.form, abTesting: true });

  it("keeps every hard limit of the platform", () => {
    for (const variant of [...splitVariants(offlineCopy(input)), ...splitVariants(offlineCopy(withVariants))]) {
      expect(variant.length).toBeGreaterThan(40);
      for (const section of sectionsOf(input, variant)) {
        const length = section.rule ? measure(section.rule, section.text) : null;
        if (length?.hard) expect(length, `${section.label}: ${section.text}`).toMatchObject({ over: 0 });
      }
    }
  });

  it("makes no claim and gives no number the brief does not", () => {
    const brief = JSON.stringify(row.form).toLowerCase();
    const allowed = briefNumbers(input);
    for (const copy of [offlineCopy(input), offlineCopy(withVariants)]) {
      for (const claim of forbiddenClaims.filter((phrase) => !brief.includes(phrase)))
        expect(copy.toLowerCase()).not.toContain(claim);
      expect(numbersIn(copy).filter((number) => !allowed.has(number))).toEqual([]);
    }
  });

  it("says every key point of the brief, in its one variant and across two", () => {
    const points = keyPoints(row, input);
    for (const copy of [offlineCopy(input), offlineCopy(withVariants)]) {
      const said = ` ${key(copy)} `;
      expect(points.filter((point) => !said.includes(` ${key(point)} `))).toEqual([]);
    }
  });

  it("writes two variants that differ when A/B testing is on, and one when it is off", () => {
    expect(splitVariants(offlineCopy(input))).toHaveLength(1);
    const [first, second] = splitVariants(offlineCopy(withVariants));
    expect(second).toBeDefined();
    // Different lines, not the same lines in another order.
    const firstLines = new Set(first?.split("\n"));
    expect(second?.split("\n").filter((line) => line.trim() && !firstLines.has(line)).length).toBeGreaterThan(0);
  });

  it("never lower-cases the brief's product names", () => {
    const copy = offlineCopy(withVariants);
    for (const name of ["Ledgerly", "Brewly", "Brightside"].filter((word) => JSON.stringify(row.form).includes(word))) {
      expect(copy).toContain(name);
      expect(copy).not.toMatch(new RegExp(`\\b${name.toLowerCase()}\\b`));
    }
  });
});

describe("a Google responsive search ad from the offline writer", () => {
  const rows = (form: GeneratorForm) => {
    const input = generatorInputSchema.parse(form);
    return splitVariants(offlineCopy(input)).map((variant) => sectionsOf(input, variant));
  };

  it("has 3 to 15 distinct headlines of at most 30 characters and 2 to 4 distinct descriptions of at most 90", () => {
    for (const sections of [...rows(briefs.google), ...rows({ ...briefs.google, abTesting: true })]) {
      const headlines = sections.filter((section) => section.rule === "googleHeadline").map((section) => section.text);
      const descriptions = sections
        .filter((section) => section.rule === "googleDescription")
        .map((section) => section.text);
      expect(headlines.length).toBeGreaterThanOrEqual(3);
      expect(headlines.length).toBeLessThanOrEqual(15);
      expect(descriptions.length).toBeGreaterThanOrEqual(2);
      expect(descriptions.length).toBeLessThanOrEqual(4);
      expect(new Set(headlines.map(key)).size).toBe(headlines.length);
      expect(new Set(descriptions.map(key)).size).toBe(descriptions.length);
      expect(headlines.every((line) => Array.from(line).length <= 30)).toBe(true);
      expect(descriptions.every((line) => Array.from(line).length <= 90)).toBe(true);
      expect(headlines).toContain("Brewly");
    }
  });

  it("writes the brief's offer where it gives one and a call to action where it does not, never a placeholder", () => {
    const plain = offlineCopy(brief("google"));
    expect(plain).not.toMatch(/\[[^\]]+\]/);
    expect(plain).toContain("See how Brewly works.");
    const yoga = offlineCopy(
      generatorInputSchema.parse({
        contentType: "ads",
        platform: "google",
        headline: "Brightside Yoga",
        description: "Live online yoga classes.",
        usps: "First week free",
      }),
    );
    expect(yoga).toContain("First week free");
    const basic = offlineCopy(
      generatorInputSchema.parse({
        contentType: "ads",
        platform: "google",
        headline: "Brewly",
        description: "A smart grinder for home baristas. $9 a month, 30-day free trial.",
      }),
    );
    expect(basic).toContain("$9 a month, 30-day free trial");
  });

  it("shortens a name too long for a headline at a word boundary and says it whole in a description", () => {
    const name = "Ledgerly Bookkeeping for Independent Freelancers";
    const [sections = []] = rows({
      contentType: "ads",
      platform: "google",
      headline: name,
      description: "Bookkeeping that runs itself.",
      features: ledgerlyPoints,
    });
    const headlines = sections.filter((section) => section.rule === "googleHeadline").map((section) => section.text);
    const descriptions = sections
      .filter((section) => section.rule === "googleDescription")
      .map((section) => section.text);
    expect(headlines).toContain("Ledgerly Bookkeeping");
    expect(headlines.some((line) => /\b(for|Independent)$/.test(line))).toBe(false);
    expect(descriptions.some((line) => line.includes(name))).toBe(true);
  });

  it("asks from the problem in one variant and states the outcome in the other", () => {
    const [problem = [], outcome = []] = rows({ ...briefs.google, abTesting: true });
    expect(problem.find((section) => section.label === "Description 1")?.text).toMatch(
      /^Bitter or sour shots from the wrong grind\?/,
    );
    expect(outcome.find((section) => section.label === "Description 1")?.text).toMatch(
      /^Café-quality espresso at home, with Brewly\./,
    );
  });
});

describe("the offline writer's words", () => {
  it("uses the brief's own words", () => {
    expect(offlineCopy(brief("facebook"))).toContain("Brewly");
    expect(offlineCopy(brief("linkedin"))).toContain("Why we stopped doing weekly status meetings");
    expect(offlineCopy(brief("script"))).toMatch(/\[0:00–0:0\d\] HOOK/);
  });

  it("lowers a word mid-sentence only where it is no name, and opens with a topic rather than lower-case it", () => {
    const intro = offlineCopy(brief("intro"));
    expect(intro).toMatch(
      /^Visitors leave in seconds\. Sound familiar\? How to write a landing page that converts: that's what this article is about\./,
    );
    const ad = offlineCopy(
      generatorInputSchema.parse({
        contentType: "ads",
        platform: "facebook",
        headline: "Ledgerly",
        description: "Bookkeeping for freelancers who hate spreadsheets.",
      }),
    );
    expect(ad).toContain("Primary text: Ledgerly: bookkeeping for freelancers who hate spreadsheets.");
    const script = offlineCopy(
      generatorInputSchema.parse({
        contentType: "scripts",
        scriptType: "explainer",
        duration: 30,
        topic: "Ledgerly for freelancers",
      }),
    );
    expect(script).toContain("Ledgerly for freelancers? Here's what to know.");
  });

  it("keeps a 15-second script's scenes within its 15 seconds", () => {
    const script = offlineCopy(
      generatorInputSchema.parse(table.find((row) => row.name === "15-second video ad")?.form),
    );
    expect(script.match(/\[\d:\d\d–(\d:\d\d)\]/g)?.at(-1)).toBe("[0:12–0:15]");
    expect(script).not.toMatch(/0:1[6-9]|0:[2-5]\d/);
  });

  it("keeps the X limit for the longest brief the form accepts", () => {
    const longest = generatorInputSchema.parse({
      contentType: "social",
      platform: "x",
      topic: "word ".repeat(100).trim(),
      content: "point, ".repeat(500),
      benefits: "b ".repeat(490),
      abTesting: true,
      useEmojis: true,
      seoOptimized: true,
    });
    // The writer says everything; the tightening every copy goes through brings it within the limit.
    const fitted = tightenToHardLimits(longest, offlineCopy(longest)).text;
    for (const variant of splitVariants(fitted)) expect(measure("x", variant).over).toBe(0);
  });
});

describe("reading generated copy", () => {
  it("splits A/B variants on a line of === and ignores a separator still arriving", () => {
    expect(splitVariants("First post\n===\nSecond post")).toEqual(["First post", "Second post"]);
    expect(splitVariants("First post\n==")).toEqual(["First post\n=="]);
    expect(splitVariants("")).toEqual([""]);
  });

  it("finds labelled ad lines, even in bold Markdown, and counts them by the platform's rule", () => {
    const sections = sectionsOf(
      brief("facebook"),
      "**Primary text:** Great coffee at home.\nHeadline: Meet Brewly\nDescription: Try it free",
    );
    expect(sections).toEqual([
      { label: "Primary text", text: "Great coffee at home.", rule: "facebookPrimaryText" },
      { label: "Headline", text: "Meet Brewly", rule: "facebookHeadline" },
      { label: "Description", text: "Try it free", rule: "facebookDescription" },
    ]);
  });

  it("treats a social post as one text counted by its platform", () => {
    expect(sectionsOf(brief("x"), "Hello 🚀")).toEqual([{ label: "Post", text: "Hello 🚀", rule: "x" }]);
    expect(sectionsOf(brief("custom"), "Hello")).toEqual([{ label: "Post", text: "Hello", rule: null }]);
  });
});
