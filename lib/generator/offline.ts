// The offline writer's copy: sample copy built from the brief with fixed templates, so the app stays usable without
// an AI provider. It uses only what the brief says (product, audience, key points, offer, tone); where copy needs a
// fact the brief does not give it writes a visible placeholder such as "[your offer]". It writes English, keeps
// every platform's hard limit, and its A/B variants take different angles: variant 1 leads with the problem and a
// question, variant 2 with the outcome and a statement, and starts with the points variant 1 had no room for.
import { countFor } from "../ai/limits";
import { lengthRules } from "../config/generation/platform-lengths";
import { variantSeparator } from "./format";
import { facebookAd, googleAd, mentions } from "./offline-ads";
import { linkPlaceholder, readBrief, type OfflineBrief } from "./offline-brief";
import { asQuestion, asSentence, distinct, hashtag, midSentence, shortenAtWord, upperFirst } from "./offline-text";
import { durationLabel } from "./options";
import type { GeneratorInput } from "./schema";

const ctaPlaceholder = "[your call to action]";

/** Points in the order a variant uses them: those another variant left out first, then the angle's own order. */
function ordered(first: readonly string[], points: readonly string[]): string[] {
  return distinct([...first, ...points]);
}

/** The statement variant's last line, in the brief's tone: a link to fill in. */
function closing(tone: string): string {
  return `${["Friendly", "Witty", "Casual", "Bold"].includes(tone) ? "More here" : "Learn more"}: ${linkPlaceholder}`;
}

function tagsFor(input: GeneratorInput, brief: OfflineBrief): string {
  if (!input.seoOptimized && input.platform !== "instagram") return "";
  const phrases = (brief.topic || brief.product)
    .split(/[,:;]|\s[–—-]\s/)
    .map((part) => part.trim())
    .filter((part) => part && part.split(/\s+/).length <= 3);
  const tags = distinct(phrases.map(hashtag)).slice(0, 3);
  return tags.length > 0 ? tags.join(" ") : "";
}

const socialRules = { x: "x", threads: "threads", instagram: "instagram", linkedin: "linkedin" } as const;

function social(input: GeneratorInput, brief: OfflineBrief, angle: number, first: readonly string[]): string {
  const mark = input.useEmojis ? { hook: "💡 ", bullet: "✅ ", close: "👉 " } : { hook: "", bullet: "- ", close: "" };
  const rule = socialRules[input.platform as keyof typeof socialRules] as keyof typeof lengthRules | undefined;
  const fullTopic = brief.topic || brief.product;
  const [pain, ...otherPains] = brief.pains;
  // The statement variant names the problem after its points, in a line of its own.
  const points =
    angle === 0
      ? ordered(first, [...otherPains, ...brief.own, ...brief.features, ...brief.benefits, ...brief.usps])
      : ordered(first, [...brief.benefits, ...brief.own, ...brief.features, ...brief.usps]).filter(
          (point) => !brief.pains.includes(point),
        );
  const problem =
    angle === 1 && pain
      ? `The problem it answers: ${[pain, ...otherPains].map((item) => midSentence(item, brief.names)).join("; ")}.`
      : "";
  const tags = tagsFor(input, brief);
  const compose = (topic: string, count: number) => {
    const audience =
      brief.audience && !mentions(`${topic} ${brief.summary}`, brief.audience)
        ? ` for ${midSentence(brief.audience, brief.names)}`
        : "";
    const summary = brief.summary ? asSentence(upperFirst(brief.summary)) : "";
    const list = points
      .slice(0, count)
      .map((point) => `${mark.bullet}${upperFirst(point)}`)
      .join("\n");
    // Without key points the post has no substance to offer, so it says where the writer's own goes.
    const body =
      list ||
      (angle === 0 ? "[your take, in two or three sentences]" : "[your main point]\n[an example from your own work]");
    const opening =
      angle === 0
        ? pain
          ? [asQuestion(upperFirst(pain)), `${upperFirst(topic).replace(/[.!?:]+$/, "")}: a few thoughts${audience}.`]
          : [
              `${upperFirst(topic).replace(/[.!?:]+$/, "")}: a quick question${audience}.`,
              list ? "Which of these matters most to you?" : "What has your experience been?",
            ]
        : [[asSentence(upperFirst(topic)), summary].filter(Boolean).join(" ")];
    const close =
      angle === 0
        ? pain && list
          ? "Which of these matters most to you?"
          : list
            ? "Reply with the one you'd pick."
            : "Reply and tell me."
        : closing(brief.tone);
    const [hook = "", ...lead] = opening;
    return [`${mark.hook}${hook}`, ...lead, body, problem, `${mark.close}${close}`, tags].filter(Boolean).join("\n\n");
  };
  if (!rule) return compose(fullTopic, points.length);
  const within = (text: string) => countFor(rule, text) <= lengthRules[rule].limit;
  for (const topic of distinct([fullTopic, shortenAtWord(fullTopic, 80), shortenAtWord(fullTopic, 40)])) {
    for (let count = points.length; count >= 0; count -= 1) {
      const post = compose(topic, count);
      if (within(post)) return post;
    }
  }
  return shortenAtWord(compose(shortenAtWord(fullTopic, 40), 0), lengthRules[rule].limit / 2);
}

const openings: Record<string, [string, string]> = {
  welcome: ["Welcome! Here's what you need to know:", "You're in. Here's the short version:"],
  newsletter: ["Here's what's new.", "This issue, in short:"],
  promotional: ["A quick word about [your offer].", "[your offer]. Here's what it includes:"],
  "follow-up": ["Following up on [what you last talked about].", "A short follow-up, with the key points:"],
  "cold-outreach": ["I'm writing because [why this matters to them].", "A short note, with one question at the end:"],
  announcement: ["We have news: [what you're announcing].", "Something new, in short:"],
};

function email(input: GeneratorInput, brief: OfflineBrief, angle: number, first: readonly string[]): string {
  const subjectMax = lengthRules.emailSubject.limit;
  const points =
    angle === 0
      ? ordered(first, [...brief.own, ...brief.benefits, ...brief.features, ...brief.usps, ...brief.pains])
      : ordered(first, [...brief.pains, ...brief.benefits, ...brief.own, ...brief.features, ...brief.usps]);
  const fallbackSubject = brief.product
    ? `About ${brief.product}`
    : (openings[input.emailType]?.[angle] ?? "A short note").replace(/[.:]$/, "");
  const subjectOptions =
    angle === 0
      ? [input.subject, ...points.map(upperFirst)]
      : [
          brief.pains[0] ? asQuestion(upperFirst(brief.pains[0])) : "",
          ...brief.benefits.map(upperFirst),
          ...points.slice(1).map(upperFirst),
          input.subject,
          ...points.map(upperFirst),
        ];
  const subject =
    subjectOptions.find((line) => line && Array.from(line).length <= subjectMax) ??
    shortenAtWord(fallbackSubject, subjectMax);
  const preview =
    points.map(upperFirst).find((point) => !mentions(subject, point) && Array.from(point).length <= 90) ?? "";
  const opening = openings[input.emailType]?.[angle] ?? "";
  return [
    `Subject: ${subject}`,
    `Preview: ${preview}`,
    "",
    "Hi {first_name},",
    "",
    opening,
    "",
    ...points.map((point) => `- ${upperFirst(point)}`),
    "",
    angle === 0 ? "Questions? Just reply to this email." : ctaPlaceholder,
    "",
    "Best,",
    "{your_name}",
  ]
    .join("\n")
    .replace(/\n{3,}/g, "\n\n");
}

function script(input: GeneratorInput, brief: OfflineBrief, angle: number, first: readonly string[]): string {
  const seconds = input.duration ?? 60;
  const topic = brief.topic || brief.product;
  const pain = brief.pains[0];
  const points = ordered(
    first,
    angle === 0
      ? [...brief.pains.slice(1), ...brief.features, ...brief.benefits, ...brief.usps]
      : [...brief.benefits, ...brief.features, ...brief.usps, ...brief.pains.slice(1)],
  ).filter((point) => point !== pain);
  const named = upperFirst(topic).replace(/[.!?]+$/, "");
  const hook =
    angle === 0
      ? pain
        ? asQuestion(upperFirst(pain))
        : `${named}? Here's what to know.`
      : `${named}, in ${durationLabel(seconds)}.`;
  const solution =
    brief.product && brief.summary
      ? `${brief.product}: ${midSentence(brief.summary, brief.names)}.`
      : brief.summary
        ? asSentence(upperFirst(brief.summary))
        : brief.product
          ? `Meet ${brief.product}.`
          : "";
  const opening: [string, string, string][] = [["HOOK", hook, "Close-up, direct to camera"]];
  if (pain && angle === 1)
    opening.push(["PROBLEM", asSentence(upperFirst(pain)), "Show the problem as the viewer knows it"]);
  if (solution) opening.push(["SOLUTION", solution, "Show it in action"]);
  const end: [string, string, string] = ["CALL TO ACTION", ctaPlaceholder, `End card with ${linkPlaceholder}`];
  // Every scene gets at least 3 seconds; when points outnumber the scenes left, a scene says two or more of them.
  const room = Math.max(0, Math.floor(seconds / 3) - opening.length - 1);
  const perScene = room > 0 ? Math.ceil(points.length / room) : 0;
  const pointScenes: [string, string, string][] = [];
  for (let index = 0; perScene > 0 && index < points.length; index += perScene) {
    pointScenes.push([
      "KEY POINT",
      points
        .slice(index, index + perScene)
        .map((point) => asSentence(upperFirst(point)))
        .join(" "),
      "On-screen text with the point",
    ]);
  }
  const beats = [...opening, ...pointScenes, end];
  const step = Math.floor(seconds / beats.length);
  const stamp = (at: number) => `${Math.floor(at / 60)}:${String(at % 60).padStart(2, "0")}`;
  return [
    `${upperFirst(input.title || topic)} (${durationLabel(seconds)})`,
    ...beats.map(
      ([name, words, visual], index) =>
        `[${stamp(index * step)}–${stamp(index === beats.length - 1 ? seconds : (index + 1) * step)}] ${name}\n${words}\n(${visual})`,
    ),
  ].join("\n\n");
}

function blog(input: GeneratorInput, brief: OfflineBrief, angle: number, first: readonly string[]): string {
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
        "- [an example from your own work]",
      ]),
      ...(others.length > 0 ? ["", "## What it brings", ...others.map((point) => `- ${upperFirst(point)}`)] : []),
      "",
      "## Conclusion",
      "- What the reader should remember",
      `- Call to action: ${ctaPlaceholder}`,
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
    ? `${named}, in summary:${list}${pains ? `\n\n${pains}` : ""}\n\nYour next step: ${ctaPlaceholder}`
    : `${named}, in short.${summary}${list}\n\nPick one of these and try it this week. ${ctaPlaceholder}`;
}

function seo(brief: OfflineBrief, angle: number, first: readonly string[]): string {
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
  const rest = ordered(first, brief.points).filter((point) => !lines.some((line) => mentions(line, point)));
  // Points no line says yet are added where there is room, so every keyword and point is used.
  for (const point of rest) {
    const sentence = asSentence(upperFirst(point));
    const index = lines.findIndex((line) => Array.from(`${line} ${sentence}`).length <= max);
    if (index >= 0) lines[index] = `${lines[index]} ${sentence}`;
    else if (lines.length < 3 && Array.from(sentence).length <= max) lines.push(sentence);
  }
  return lines.map((line, index) => `Meta description ${index + 1}: ${line}`).join("\n");
}

function variant(input: GeneratorInput, angle: number, first: readonly string[]): string {
  const brief = readBrief(input);
  switch (input.contentType) {
    case "ads":
      return input.platform === "google" ? googleAd(brief, angle, first) : facebookAd(brief, angle, first);
    case "social":
      return social(input, brief, angle, first);
    case "email":
      return email(input, brief, angle, first);
    case "scripts":
      return script(input, brief, angle, first);
    case "blog":
      return blog(input, brief, angle, first);
    case "seo":
      return seo(brief, angle, first);
  }
}

/** Copy for `input` without a model; two variants from different angles when A/B testing is on. */
export function offlineCopy(input: GeneratorInput): string {
  const one = variant(input, 0, []);
  if (!input.abTesting) return one;
  const left = readBrief(input).points.filter((point) => !mentions(one, point));
  return [one, variant(input, 1, left)].join(`\n${variantSeparator}\n`);
}
