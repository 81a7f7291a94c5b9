// The offline writer's meta descriptions: up to three, within the search results' limit, using every keyword and point.
import { lengthRules } from "../../config/generation/platform-lengths";
import { asQuestion, asSentence, distinct, midSentence, upperFirst } from "../pipeline/text-rules";
import type { OfflineBrief } from "./brief";
import { mentions, ordered } from "./points";

export function seo(brief: OfflineBrief, angle: number, first: readonly string[]): string {
  const max = lengthRules.metaDescription.limit;
  const title = brief.topic || brief.product;
  const summary = brief.summary ? midSentence(brief.summary, brief.names) : "";
  const keywords = brief.own.map(upperFirst);
  const pain = brief.pains[0];
  // Variant 1 puts the title or a keyword first and states; variant 2 opens with the outcome or asks.
  const leads =
    angle === 0
      ? [
          summary ? `${title}: ${summary}.` : asSentence(title),
          ...keywords.map((keyword) => (summary ? `${keyword}: ${summary}.` : `${keyword}. ${asSentence(title)}`)),
          pain && summary ? `${asQuestion(upperFirst(pain))} ${upperFirst(summary)}.` : "",
        ]
      : [
          summary
            ? `${asSentence(upperFirst(summary))} ${brief.benefits[0] ? asSentence(upperFirst(brief.benefits[0])) : asSentence(title)}`
            : asSentence(title),
          ...keywords.map((keyword) => `${asQuestion(keyword)} ${asSentence(title)}`),
          pain ? `${asQuestion(upperFirst(pain))} ${asSentence(title)}` : "",
        ];
  const lines = distinct(leads.filter((line) => line && Array.from(line).length <= max)).slice(0, 3);
  const offer = brief.offer ? [brief.offer] : [];
  const rest = ordered(first, [...brief.points, ...offer]).filter(
    (point) => !lines.some((line) => mentions(line, point)),
  );
  // Points no line says yet are added where there is room, so every keyword and point is used.
  for (const point of rest) {
    const sentence = asSentence(upperFirst(point));
    const index = lines.findIndex((line) => Array.from(`${line} ${sentence}`).length <= max);
    if (index >= 0) lines[index] = `${lines[index]} ${sentence}`;
    else if (lines.length < 3 && Array.from(sentence).length <= max) lines.push(sentence);
  }
  return lines.map((line, index) => `Meta description ${index + 1}: ${line}`).join("\n");
}
