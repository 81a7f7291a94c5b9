// The offline writer's copy: sample copy built from the brief with fixed templates, so the app stays usable without
// an AI provider. It uses only what the brief says (product, audience, key points, offer, a pasted draft, tone) and
// uses all of it: every key point and the offer are written out, and a draft is kept in the user's own sentences.
// What does not fit a platform is cut afterwards by the same tightening as a model's copy, so the user sees
// "Shortened to fit" and what went. It never asks the user to fill in what the brief already gives; only a post
// with no substance at all gets a placeholder, "[your take…]". It writes English around the brief's words, keeps
// each platform's conventions (hashtags, "link in bio"), and its A/B variants take different angles: variant 1 leads
// with the problem and a question, variant 2 with the outcome and a statement.
import { countFor } from "../ai/limits";
import { offlineWriter } from "../config/generation/offline-writer";
import { lengthRules } from "../config/generation/platform-lengths";
import { hashtagConventions } from "../config/generation/scoring";
import { draftSentences } from "./brief-facts";
import { allowsThread, threadSeparator, variantSeparator } from "./format";
import { facebookAd, googleAd, mentions } from "./offline-ads";
import { readBrief, type OfflineBrief } from "./offline-brief";
import { asQuestion, asSentence, distinct, hashtag, midSentence, shortenAtWord, upperFirst } from "./offline-text";
import { durationLabel } from "./options";
import { firstNameField } from "./placeholders";
import type { GeneratorInput } from "./schema";
import { tightenToHardLimits } from "./tighten";
import { voiceRules, withoutAvoidedWords, type BrandVoice } from "./voice";

const threadRoom = lengthRules.x.limit - offlineWriter.threadNumberCharacters;

/** Points in the order a variant uses them: those another variant left out first, then the angle's own order. */
function ordered(first: readonly string[], points: readonly string[]): string[] {
  return distinct([...first, ...points]);
}

/** The statement variant's last line, as the platform has it: Instagram captions cannot carry a link. */
function closing(platform: string): string {
  return platform === "instagram" ? "More at the link in bio." : "Follow for more posts like this.";
}

/** The post's hashtags: Instagram always carries a few, others only for SEO; never more than the platform takes. */
function tagsFor(input: GeneratorInput, brief: OfflineBrief): string {
  if (!brief.hashtags || (!input.seoOptimized && input.platform !== "instagram")) return "";
  const max = Math.min(offlineWriter.maxHashtags, hashtagConventions[input.platform]?.max ?? offlineWriter.maxHashtags);
  const phrases = [brief.topic || brief.product, ...brief.points]
    .flatMap((text) => text.split(/[,:;]|\s[–—-]\s/))
    .map((part) => part.trim())
    .filter((part) => part && part.split(/\s+/).length <= 3 && !/\d/.test(part));
  // A topic too long for a tag of its own still gives one: its first three words.
  const fallback = (brief.topic || brief.product).split(/\s+/).slice(0, 3).join(" ");
  const tags = distinct([...phrases, fallback].map(hashtag)).slice(0, max);
  return tags.join(" ");
}

/** A pasted draft as a post: the user's sentences, a paragraph a thought; variant 2 opens on the outcome. */
function draftPost(input: GeneratorInput, brief: OfflineBrief, draft: readonly string[], angle: number): string {
  const mark = input.useEmojis ? { hook: "💡 ", close: "👉 " } : { hook: "", close: "" };
  const [opening = "", ...rest] = draft;
  const close = rest.length > 1 ? (rest.at(-1) ?? "") : "";
  const middle = close ? rest.slice(0, -1) : rest;
  const half = Math.ceil(middle.length / 2);
  const paragraphs = (sentences: readonly string[]) =>
    Array.from({ length: Math.ceil(sentences.length / 2) }, (_, index) =>
      sentences.slice(index * 2, index * 2 + 2).join(" "),
    );
  const topic = upperFirst(brief.topic || brief.product).replace(/[.!?:]+$/, "");
  // Key points the brief gives besides the draft, and the draft does not say, follow it as a list.
  const said = draft.join(" ");
  const extra = brief.points.filter((point) => !mentions(said, point)).map((point) => `- ${upperFirst(point)}`);
  const body =
    angle === 0
      ? [`${mark.hook}${opening}`, ...paragraphs(middle)]
      : [`${mark.hook}${topic}, in short:`, ...paragraphs([...middle.slice(half), opening, ...middle.slice(0, half)])];
  const parts = [...body, extra.join("\n"), close && `${mark.close}${close}`, tagsFor(input, brief)].filter(Boolean);
  const post = parts.join("\n\n");
  return allowsThread(input) && countFor("x", post) > lengthRules.x.limit ? thread(parts) : post;
}

/**
 * A draft too long for one X post, as a thread the user allowed: its paragraphs and sentences in order, as many to
 * a post as fit with the post's "1/3" number, so nothing of the draft has to go.
 */
function thread(parts: readonly string[]): string {
  const pieces = parts.flatMap((part) => (countFor("x", part) > threadRoom ? draftSentences(part) : [part]));
  const posts: string[] = [];
  for (const piece of pieces) {
    const last = posts.at(-1);
    if (last !== undefined && countFor("x", `${last}\n\n${piece}`) <= threadRoom)
      posts[posts.length - 1] = `${last}\n\n${piece}`;
    else posts.push(piece);
  }
  return posts.map((post, index) => `${index + 1}/${posts.length} ${post}`).join(`\n\n${threadSeparator}\n\n`);
}

function social(input: GeneratorInput, brief: OfflineBrief, angle: number, first: readonly string[]): string {
  if (brief.draft) return draftPost(input, brief, brief.draft, angle);
  const mark = input.useEmojis ? { hook: "💡 ", bullet: "✅ ", close: "👉 " } : { hook: "", bullet: "- ", close: "" };
  const topic = brief.topic || brief.product;
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
  const audience =
    brief.audience && !mentions(`${topic} ${brief.summary}`, brief.audience)
      ? ` for ${midSentence(brief.audience, brief.names)}`
      : "";
  const summary = brief.summary ? asSentence(upperFirst(brief.summary)) : "";
  const list = points.map((point) => `${mark.bullet}${upperFirst(point)}`).join("\n");
  // Without key points the post has no substance to offer, so it says where the writer's own goes.
  const body =
    list ||
    (angle === 0 ? "[your take, in two or three sentences]" : "[your main point]\n[an example from your own work]");
  const named = upperFirst(topic).replace(/[.!?:]+$/, "");
  const opening =
    angle === 0
      ? pain
        ? [asQuestion(upperFirst(pain)), `${named}: a few thoughts${audience}.`]
        : [
            list ? `${named}: what's worth knowing${audience}.` : `${named}: a quick question${audience}.`,
            list ? "" : "What has your experience been?",
          ]
      : [[asSentence(upperFirst(topic)), summary].filter(Boolean).join(" ")];
  const close = angle === 0 ? (list ? "What would you add?" : "Reply and tell me.") : closing(input.platform);
  const [hook = "", ...lead] = opening.filter(Boolean);
  return [`${mark.hook}${hook}`, ...lead, body, problem, `${mark.close}${close}`, tagsFor(input, brief)]
    .filter(Boolean)
    .join("\n\n");
}

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

function email(input: GeneratorInput, brief: OfflineBrief, angle: number, first: readonly string[]): string {
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
  const product = brief.product || input.title;
  const tryIt = product ? `Try ${product} today.` : "Follow for more like this.";
  const end: [string, string, string] = [
    "CALL TO ACTION",
    brief.offer ? `${asSentence(upperFirst(brief.offer))} ${tryIt}` : tryIt,
    product ? `End card with ${product}'s name and where to find it` : "End card with your handle",
  ];
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

function variant(input: GeneratorInput, brief: OfflineBrief, angle: number, first: readonly string[]): string {
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

/**
 * Copy for `input` without a model; two variants from different angles when A/B testing is on. Of a brand voice it
 * keeps what templates can: its words to avoid, and no emoji or hashtags where its notes say so.
 */
export function offlineCopy(input: GeneratorInput, voice: BrandVoice | null = null): string {
  const rules = voiceRules(voice);
  const voiced = { ...input, useEmojis: input.useEmojis && !rules.noEmoji };
  const brief = { ...readBrief(voiced), hashtags: !rules.noHashtags };
  const write = (angle: number, first: readonly string[]) =>
    withoutAvoidedWords(variant(voiced, brief, angle, first), rules.avoid);
  const one = write(0, []);
  if (!input.abTesting) return one;
  // Variant 2 starts with the points variant 1 had no room for once it fits its platform.
  const fitted = tightenToHardLimits(input, one).text;
  const left = brief.points.filter((point) => !mentions(fitted, point));
  return [one, write(1, left)].join(`\n${variantSeparator}\n`);
}
