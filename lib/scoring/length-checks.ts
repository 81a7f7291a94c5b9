// Length checks: a hard limit the platform refuses text over, and the fold, where a feed or an inbox cuts the text
// behind "…see more" (the part a reader sees before deciding to read on).
import { characterCount, measure } from "../ai/limits";
import { lengthRules, type LengthRuleId } from "../config/generation/platform-lengths";
import { folds } from "../config/generation/scoring";
import { sectionsOf, type Section } from "../generator/pipeline/format";
import { platformName } from "./brief";
import { check } from "./check";
import { plural } from "./text";
import type { ScoreCheck, ScoredBrief } from "./types";

const more = (count: number) => (count > 1 ? ` (and ${count - 1} more)` : "");

export function hardLimitCheck(brief: ScoredBrief, variant: string): ScoreCheck | null {
  const measured = sectionsOf(brief, variant).flatMap((section) => {
    if (!section.rule || !lengthRules[section.rule].hard) return [];
    return [{ section, length: measure(section.rule, section.text) }];
  });
  if (measured.length === 0) return null;
  const over = measured.filter(({ length }) => length.over > 0);
  const first = over[0];
  if (first) {
    const { section, length } = first;
    return check(
      "hardLimit",
      false,
      `${section.label} has ${length.count} of ${length.limit} ${length.unit}, so ${platformName(brief)} refuses it${more(over.length)}`,
    );
  }
  const only = measured.length === 1 ? measured[0] : undefined;
  return check(
    "hardLimit",
    true,
    only
      ? `${only.length.count} of ${only.length.limit} ${only.length.unit}`
      : `All ${measured.length} parts within their limits`,
  );
}

type Cut = { name: string; text: string; limit: number; where: string };

/** Text up to the first blank line: what a feed shows first. */
function openingParagraph(text: string): string {
  return (
    text
      .trim()
      .split(/\n[ \t]*\n/)[0]
      ?.trim() ?? ""
  );
}

function cutFor(brief: ScoredBrief, section: Section): Cut | null {
  const label = section.label.toLowerCase();
  if (brief.contentType === "email") {
    if (label.startsWith("subject"))
      return { name: "Subject", text: section.text, limit: folds.emailSubject, where: "phone inboxes cut it" };
    if (label.startsWith("preview"))
      return { name: "Preview", text: section.text, limit: folds.emailPreheader, where: "phone inboxes cut it" };
    return null;
  }
  const rule: LengthRuleId | null = section.rule;
  if (rule === "facebookPrimaryText")
    return {
      name: section.label,
      text: section.text,
      limit: folds.facebookPrimaryText,
      where: "Facebook hides the rest behind “…see more”",
    };
  // The other recommended lengths (Facebook headline and description, meta descriptions) are where the text is cut.
  if (rule && !lengthRules[rule].hard)
    return { name: section.label, text: section.text, limit: lengthRules[rule].limit, where: "the rest is cut off" };
  return null;
}

function cutsOf(brief: ScoredBrief, variant: string): Cut[] {
  if (brief.contentType === "social") {
    const fold =
      brief.platform === "linkedin" ? folds.linkedin : brief.platform === "instagram" ? folds.instagram : null;
    if (fold === null) return [];
    return [
      {
        name: "Opening paragraph",
        text: openingParagraph(variant),
        limit: fold,
        where: `${platformName(brief)} hides the rest behind “…see more”`,
      },
    ];
  }
  return sectionsOf(brief, variant).flatMap((section) => cutFor(brief, section) ?? []);
}

export function foldCheck(brief: ScoredBrief, variant: string): ScoreCheck | null {
  const cuts = cutsOf(brief, variant).map((cut) => ({ ...cut, count: characterCount(cut.text) }));
  if (cuts.length === 0) return null;
  const over = cuts.filter((cut) => cut.count > cut.limit);
  const first = over[0];
  if (first)
    return check(
      "fold",
      false,
      `${first.name} runs ${plural(first.count, "character")}; after ${first.limit} ${first.where}${more(over.length)}`,
    );
  const only = cuts.length === 1 ? cuts[0] : undefined;
  if (only) return check("fold", true, `${only.name}: ${only.count} of the ${only.limit} characters shown in full`);
  const [a, b] = cuts;
  return check(
    "fold",
    true,
    cuts.length === 2 && a && b
      ? `${a.name} and ${b.name.toLowerCase()} show in full`
      : `All ${cuts.length} parts show in full`,
  );
}
