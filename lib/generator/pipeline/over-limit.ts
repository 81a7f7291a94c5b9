import { measure } from "../../ai/limits";
import { sectionsOf, splitVariants, type FormatBrief } from "./format";

/** Every part of the copy that breaks a platform's hard limit, described for the model ("X post: 312 of 280 …"). */
export function hardLimitProblems(input: FormatBrief, text: string): string[] {
  const problems: string[] = [];
  for (const variant of splitVariants(text)) {
    for (const section of sectionsOf(input, variant)) {
      if (!section.rule) continue;
      const length = measure(section.rule, section.text);
      if (length.hard && length.over > 0)
        problems.push(
          `${section.label} "${section.text.slice(0, 40)}…" has ${length.count} of ${length.limit} ${length.unit}`,
        );
    }
  }
  return problems;
}
