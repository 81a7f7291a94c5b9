// An article states Hookline's own numbers (its trial, quotas, what one request returns) as placeholders such as
// "the {{trialDays}}-day free trial", filled from lib/config when the article is parsed, so a published article
// follows the product when the config changes. Every {{…}} is a placeholder: a name not in the table, or a brace left
// open, fails the build instead of showing braces to a reader.
import { planning } from "../config/generation/requests.ts";
import { plans, trial } from "../config/plans.ts";
import { countInWords, planPrice } from "../format.ts";

/** The names an article may use and the text each stands for, written as the rest of the site writes them. */
export const placeholderValues = {
  trialDays: String(trial.days),
  trialDaysInWords: countInWords(trial.days),
  trialGenerations: String(trial.generations),
  hooksPerRequest: String(planning.hooksPerRequest),
  hooksPerRequestInWords: countInWords(planning.hooksPerRequest),
  planWeeks: String(planning.planWeeks),
  planWeeksInWords: countInWords(planning.planWeeks),
  "essential.monthlyPrice": planPrice.format(plans.essential.monthlyPrice),
  "essential.generationsPerMonth": String(plans.essential.generationsPerMonth),
  "essential.brandVoicePresets": String(plans.essential.brandVoicePresets),
  "pro.monthlyPrice": planPrice.format(plans.pro.monthlyPrice),
  "pro.generationsPerMonth": String(plans.pro.generationsPerMonth),
  "pro.brandVoicePresets": String(plans.pro.brandVoicePresets),
} as const satisfies Record<string, string>;

export type PlaceholderName = keyof typeof placeholderValues;

const placeholder = /\{\{([^{}]*)\}\}/g;

function isName(name: string): name is PlaceholderName {
  return Object.hasOwn(placeholderValues, name);
}

function lineAt(text: string, index: number): number {
  return text.slice(0, index).split("\n").length;
}

/** `text` with every placeholder filled in, or what is wrong with the first one that cannot be (and its line). */
export function fillPlaceholders(text: string): { text: string } | { line: number; problem: string } {
  for (const match of text.matchAll(placeholder)) {
    const name = match[1]?.trim() ?? "";
    if (!isName(name))
      return {
        line: lineAt(text, match.index),
        problem: `unknown placeholder ${match[0]} (known: ${Object.keys(placeholderValues).join(", ")})`,
      };
  }
  // Each placeholder blanked out in place, so whatever brace is left sits at its own position in `text`.
  const stray = /\{\{|\}\}/.exec(text.replace(placeholder, (match) => " ".repeat(match.length)));
  if (stray) return { line: lineAt(text, stray.index), problem: `"${stray[0]}" is not part of a {{placeholder}}` };
  const filled = text.replace(placeholder, (_match, name: string) => placeholderValues[name.trim() as PlaceholderName]);
  return { text: filled };
}
