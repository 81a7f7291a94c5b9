// Finds the product's numbers (the trial, prices, quotas, limits, legal periods … from lib/config) written out as
// literals in user-facing text, where they would silently go stale when the config changes. Only text a user reads
// is scanned: string literals, template text and JSX text in .ts/.tsx, and Markdown; in a blog article only the
// passages about the product, which write those numbers as {{placeholders}} (lib/blog/placeholders.ts). A number
// counts only next to what it counts ("3-day", "10 hooks", "$14.99", "20 generations a minute"), so class names,
// coordinates and sizes in code are never taken for one.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

import { api } from "@/lib/config/api";
import { confirmationLink, emailMaxLength, passwordRule, resetCode, sessionLifetime } from "@/lib/config/auth";
import { replyHistory } from "@/lib/config/extension";
import { planning } from "@/lib/config/generation/requests";
import { legal } from "@/lib/config/marketing/legal";
import { roiCalculator } from "@/lib/config/marketing/pages";
import { billing, onboarding, plans, trial } from "@/lib/config/plans";
import { countInWords } from "@/lib/format";
import { configuredRateLimitRules } from "@/lib/housekeeping/cutoffs";

export type ProductNumber = { name: string; pattern: RegExp };

export type Literal = { file: string; line: number; text: string; name: string };

/** Not part of a longer number or word: "13 days" is not 3 days, "v3 days" is not either. */
const start = String.raw`(?<![\w.,$])`;
const separator = String.raw`(?:[- \u00a0]|&nbsp;)`;

/** The ways a number is written: "3", "20,000", and for a count "three". */
function written(value: number, inWords = false): string {
  const forms = [String(value).replace(".", String.raw`\.`)];
  if (value >= 1000) forms.push(value.toLocaleString("en-US"));
  if (inWords && countInWords(value) !== String(value)) forms.push(countInWords(value));
  return `(?:${forms.join("|")})`;
}

/** "3 days", "3-day", "three days", "10 opening hooks": the number, then what it counts, a word between at most. */
function counted(name: string, value: number, units: string): ProductNumber {
  const between = `(?:${separator}[a-z]+)?`;
  return { name, pattern: new RegExp(`${start}${written(value, true)}${between}${separator}(?:${units})\\b`, "gi") };
}

/** "$14.99" or "14.99". */
function price(name: string, value: number): ProductNumber {
  return { name, pattern: new RegExp(`${start}\\$?${written(value)}(?![\\d])`, "g") };
}

/** "$75": a round amount counts only with its currency sign. */
function amount(name: string, value: number): ProductNumber {
  return { name, pattern: new RegExp(`\\$${written(value)}(?![\\d.])`, "g") };
}

/** Words that make "20 minutes a day" a duration, not a rate. */
const timeUnits = String.raw`(?:seconds?|minutes?|hours?|days?|weeks?|months?)\b`;

/** Up to three words (not a duration's), then the window: " generations a minute", " requests per hour". */
const perRate = String.raw`(?:\s+(?!${timeUnits})[a-z-]+){0,3}\s+(?:a|an|per|each|every)\s+(?:minute|hour|day)\b`;

/** "20 generations a minute", "60 requests per minute". */
function perWindow(name: string, value: number): ProductNumber {
  return { name, pattern: new RegExp(`${start}${written(value)}${perRate}`, "gi") };
}

function percent(name: string, share: number): ProductNumber {
  return { name, pattern: new RegExp(`${start}${written(Math.round(share * 100))}\\s?%`, "g") };
}

const days = "days?";
const hours = "hours?";
const minutesUnit = "minutes?";

/** The numbers a user is told about, each with what it counts, read from lib/config. */
export function productNumbers(): ProductNumber[] {
  const planNumbers = Object.values(plans).flatMap((plan) => [
    price(`plans.${plan.id}.monthlyPrice`, plan.monthlyPrice),
    counted(`plans.${plan.id}.generationsPerMonth`, plan.generationsPerMonth, "generations|requests"),
    counted(
      `plans.${plan.id}.brandVoicePresets`,
      plan.brandVoicePresets,
      "brand voices?|brand voice presets?|presets?|voices?",
    ),
  ]);
  return [
    counted("trial.days", trial.days, days),
    counted("trial.generations", trial.generations, "generations|requests"),
    ...planNumbers,
    counted("billing.pastDueGraceDays", billing.pastDueGraceDays, days),
    counted("planning.hooksPerRequest", planning.hooksPerRequest, "hooks"),
    counted("planning.planWeeks", planning.planWeeks, "weeks?"),
    counted("planning.hookMaxCharacters", planning.hookMaxCharacters, "characters"),
    ...configuredRateLimitRules.map((rule) => perWindow(`rate limit ${rule.name}`, rule.limit)),
    counted("passwordRule.minLength", passwordRule.minLength, "characters"),
    counted("passwordRule.maxLength", passwordRule.maxLength, "characters"),
    counted("resetCode.digits", resetCode.digits, "digits?"),
    counted("resetCode.ttl", resetCode.ttlSeconds / 60, minutesUnit),
    counted("resetCode.allowedAttempts", resetCode.allowedAttempts, "tries|attempts|wrong"),
    counted("confirmationLink.ttl", confirmationLink.ttlSeconds / 3600, hours),
    counted("sessionLifetime.expires", sessionLifetime.expiresInSeconds / 86400, days),
    counted("emailMaxLength", emailMaxLength, "characters"),
    counted("legal.minimumAge", legal.minimumAge, "years?|or older"),
    counted("legal.accountDeletionDays", legal.accountDeletionDays, days),
    counted("legal.breachNoticeHours", legal.breachNoticeHours, hours),
    counted("legal.rightsRequestDays", legal.rightsRequestDays, days),
    counted("onboarding.tasks", onboarding.tasks, "steps"),
    counted("onboarding.pendingDemoDays", onboarding.pendingDemoDays, days),
    amount("roiCalculator.hourlyRate", roiCalculator.hourlyRate),
    counted("roiCalculator.maxHoursPerWeek", roiCalculator.maxHoursPerWeek, hours),
    percent("roiCalculator.timeSavedShare", roiCalculator.timeSavedShare),
    counted("api.maxKeysPerUser", api.maxKeysPerUser, "keys"),
    counted("api.idempotency.keepHours", api.idempotency.keepHours, hours),
    counted("replyHistory.draftsKept", replyHistory.draftsKept, "drafts|replies"),
  ];
}

/**
 * Every product number in one piece of text, once per place, with the config values it may restate ("3 days" may
 * be the trial's or the grace period's).
 */
export function findProductNumbers(text: string, numbers: readonly ProductNumber[]): { text: string; name: string }[] {
  const found = new Map<number, { text: string; names: string[] }>();
  for (const { name, pattern } of numbers) {
    for (const match of text.matchAll(pattern)) {
      const known = found.get(match.index);
      if (known) known.names.push(name);
      else found.set(match.index, { text: match[0], names: [name] });
    }
  }
  return [...found.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, { text: literal, names }]) => ({ text: literal, name: names.join(" or ") }));
}

/** The text a user may read in a TypeScript file: string literals, template text and JSX text, with their lines. */
export function userTextIn(fileName: string, source: string): { line: number; text: string }[] {
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const texts: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
      texts.push({ line, text: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return texts;
}

function markdownText(source: string): { line: number; text: string }[] {
  return source.split("\n").map((text, index) => ({ line: index + 1, text }));
}

/**
 * Where a blog article speaks about the product: it names Hookline (not "the Hookline Blog", the publication), one of
 * its plans, or a free trial. Elsewhere an article's numbers are its own: examples, advice, a framework's weeks.
 */
const namesProduct = new RegExp(
  String.raw`\bHookline\b(?!\s+Blog\b)|\b(?:${Object.values(plans)
    .map((plan) => plan.name)
    .join("|")})\b|\b[Ff]ree trial\b`,
);
/** A link to another article reads as that article's title, which is the other article's to keep. */
const articleLink = /\[[^\]]*\]\(\/blog\/[^)]*\)/g;
/** Where a link goes is not text. */
const linkTarget = /\]\([^)]*\)/g;
/** Lines that start a Markdown block of their own: headings, list items, table rows, quotes. */
const blockStart = /^\s*(?:#{1,6}\s|[-*+]\s|\d+[.)]\s|\||>)/;

/**
 * The lines of a blog article that speak about the product: each frontmatter field that names it, and every line of a
 * paragraph (list item, table row …) that names it or sits under a heading that does ("How Hookline helps").
 */
export function blogProductText(source: string): { line: number; text: string }[] {
  const lines = source.split("\n").map((text, index) => ({
    line: index + 1,
    text: text.replace(articleLink, "").replace(linkTarget, "]"),
  }));
  const frontmatterEnd =
    lines[0]?.text === "---" ? lines.findIndex((line, index) => index > 0 && line.text === "---") : -1;
  const about: { line: number; text: string }[] = [];
  let heading = "";
  let block: { line: number; text: string }[] = [];
  const endBlock = () => {
    if (namesProduct.test(heading) || block.some((line) => namesProduct.test(line.text))) about.push(...block);
    block = [];
  };
  lines.forEach((line, index) => {
    if (index <= frontmatterEnd) {
      if (namesProduct.test(line.text)) about.push(line);
      return;
    }
    if (!line.text.trim() || blockStart.test(line.text)) endBlock();
    if (/^#{1,6}\s/.test(line.text)) heading = line.text;
    if (line.text.trim()) block.push(line);
  });
  endBlock();
  return about;
}

const scanned = /\.(tsx?|mdx?)$/;
/** Tests spell out the texts they expect; lib/config is where the numbers live. */
const skipped = /(\.test\.tsx?$|__fixtures__|\/generated\/|^lib\/config\/)/;

function filesUnder(root: string, folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter((file) => scanned.test(file) && !skipped.test(file))
    .sort();
}

/** Every product number written as a literal in the user-facing text under `folders` (relative to `root`). */
export function literalsIn(root: string, folders: readonly string[], numbers = productNumbers()): Literal[] {
  return folders.flatMap((folder) =>
    filesUnder(root, folder).flatMap((file) => {
      const source = readFileSync(path.join(root, file), "utf8");
      const texts = file.startsWith("content/blog/")
        ? blogProductText(source)
        : /\.mdx?$/.test(file)
          ? markdownText(source)
          : userTextIn(file, source);
      return texts.flatMap(({ line, text }) =>
        findProductNumbers(text, numbers).map((found) => ({ file, line, ...found })),
      );
    }),
  );
}
