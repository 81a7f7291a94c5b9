// The offline writer's emails: a subject and preview line within the inbox's limits, an opening by kind of email,
// the brief's points, and a call to action that needs no link the brief lacks.
import { lengthRules } from "../../config/generation/platform-lengths";
import { firstNameField } from "../pipeline/placeholders";
import { asQuestion, asSentence, midSentence, shortenAtWord, upperFirst } from "../pipeline/text-rules";
import type { GeneratorInput } from "../schema";
import type { OfflineBrief } from "./brief";
import { mentions, ordered } from "./points";

/** How an email opens, by kind and angle; a promotional email names the brief's offer. */
function openingOf(emailType: string, angle: number, offer: string | null, names: ReadonlySet<string>): string {
  const openings: Record<string, [string, string]> = {
    welcome: ["Welcome! Here's what you need to know:", "You're in. Here's the short version:"],
    newsletter: ["Here's what's new.", "This issue, in short:"],
    promotional: offer
      ? [
          `A quick word about our offer: ${midSentence(offer, names)}.`,
          `${asSentence(upperFirst(offer))} Here's what it includes:`,
        ]
      : ["A quick word about what's on offer:", "Here's what it includes:"],
    "follow-up": [
      "Following up on our last conversation, with the key points:",
      "A short follow-up, with the key points:",
    ],
    "cold-outreach": ["I'm writing with one idea that may help:", "A short note, with one question at the end:"],
    announcement: ["We have news, in short:", "Something new, in short:"],
  };
  return openings[emailType]?.[angle] ?? "";
}

export function email(input: GeneratorInput, brief: OfflineBrief, angle: number, first: readonly string[]): string {
  const subjectMax = lengthRules.emailSubject.limit;
  const points =
    angle === 0
      ? ordered(first, [...brief.own, ...brief.benefits, ...brief.features, ...brief.usps, ...brief.pains])
      : ordered(first, [...brief.pains, ...brief.benefits, ...brief.own, ...brief.features, ...brief.usps]);
  const draft = brief.draft ?? [];
  const fallbackSubject = brief.product
    ? `About ${brief.product}`
    : (draft[0] ?? openingOf(input.emailType, angle, null, brief.names)).replace(/[.:]$/, "") || "A short note";
  const offer = brief.offer ? upperFirst(brief.offer) : "";
  const subjectOptions =
    angle === 0
      ? [input.subject, ...points.map(upperFirst), ...draft]
      : [
          input.emailType === "promotional" ? offer : "",
          brief.pains[0] ? asQuestion(upperFirst(brief.pains[0])) : "",
          ...brief.benefits.map(upperFirst),
          ...points.slice(1).map(upperFirst),
          input.subject,
          ...points.map(upperFirst),
          ...draft.slice(1),
        ];
  const subject =
    subjectOptions.find((line) => line && Array.from(line).length <= subjectMax) ??
    shortenAtWord(fallbackSubject, subjectMax);
  const preview =
    [...points.map(upperFirst), ...draft].find(
      (point) => !mentions(subject, point) && Array.from(point).length <= 90,
    ) ?? "";
  const paragraphs = Array.from({ length: Math.ceil(draft.length / 2) }, (_, index) =>
    draft.slice(index * 2, index * 2 + 2).join(" "),
  );
  // The reader's next step needs no link the brief lacks: a reply always works.
  const callToAction =
    angle === 0
      ? "Questions? Just reply to this email."
      : brief.offer
        ? `Reply to this email to claim it: ${midSentence(brief.offer, brief.names)}.`
        : "Reply to this email to get started.";
  return [
    `Subject: ${subject}`,
    `Preview: ${preview}`,
    "",
    `Hi ${firstNameField},`,
    "",
    openingOf(input.emailType, angle, brief.offer, brief.names),
    "",
    ...points.map((point) => `- ${upperFirst(point)}`),
    "",
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    callToAction,
    "",
    "Best regards",
  ]
    .join("\n")
    .replace(/\n{3,}/g, "\n\n");
}
