// The offline writer's blog parts: an outline, an introduction or a summary, built from the brief's points.
import { asSentence, upperFirst } from "../pipeline/text-rules";
import type { GeneratorInput } from "../schema";
import type { OfflineBrief } from "./brief";
import { ordered } from "./points";

export function blog(input: GeneratorInput, brief: OfflineBrief, angle: number, first: readonly string[]): string {
  const title = brief.topic || brief.product;
  const named = upperFirst(title).replace(/[.!?]+$/, "");
  const others = ordered(first, [...brief.benefits, ...brief.features, ...brief.usps]).filter(
    (point) => !brief.own.includes(point),
  );
  const keyword = input.seoOptimized && input.topic ? [`- Keyword to use in the headings: ${input.topic}`] : [];
  if (input.platform === "outline") {
    const sections =
      brief.own.length > 0
        ? brief.own.map(upperFirst)
        : angle === 0
          ? ["The problem", "What to do about it", "An example", "Next step"]
          : [
              "What's the problem?",
              "What works instead?",
              "What does it look like in practice?",
              "What should the reader do next?",
            ];
    return [
      `# ${title}`,
      ...keyword,
      ...(angle === 1 ? ["", "## The short answer", "- The article's main point, in one sentence"] : []),
      ...(brief.pains.length > 0
        ? ["", "## Why it matters", ...brief.pains.map((pain) => `- ${upperFirst(pain)}`)]
        : []),
      ...sections.flatMap((section) => [
        "",
        `## ${section}`,
        angle === 0
          ? "- The one thing the reader should take from this section"
          : "- A question the reader has here, and the answer",
        "- An example from your own work",
      ]),
      ...(others.length > 0 ? ["", "## What it brings", ...others.map((point) => `- ${upperFirst(point)}`)] : []),
      "",
      "## Conclusion",
      "- What the reader should remember",
      "- Call to action: the one thing the reader should do next",
    ].join("\n");
  }
  const covered = [...brief.own, ...others];
  const list = covered.length > 0 ? `\n\n${covered.map((point) => `- ${upperFirst(point)}`).join("\n")}` : "";
  const pains = brief.pains.map((pain) => asSentence(upperFirst(pain))).join(" ");
  const summary = brief.summary ? ` ${asSentence(upperFirst(brief.summary))}` : "";
  if (input.platform === "intro") {
    return angle === 0
      ? `${pains ? `${pains} Sound familiar? ` : ""}${named}: that's what this article is about.${summary}${covered.length > 0 ? `\n\nWhat it covers:${list}` : ""}\n\nBy the end, you'll know where to start.`
      : `${named}: here's what you need to know.${summary}${list}${pains ? `\n\nIf this sounds familiar: ${pains}` : ""}`;
  }
  return angle === 0
    ? `${named}, in summary:${list}${pains ? `\n\n${pains}` : ""}\n\nYour next step: pick one of these and try it this week.`
    : `${named}, in short.${summary}${list}${pains ? `\n\nThe problem it answers: ${pains}` : ""}\n\nStart with one this week, and see what changes.`;
}
