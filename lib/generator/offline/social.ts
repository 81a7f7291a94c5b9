// The offline writer's social posts: a pasted draft kept in the user's own sentences (a thread on X when the user
// allows one), or a post from the brief's points with the platform's conventions (hashtags, "link in bio").
import { countFor } from "../../ai/limits";
import { offlineWriter } from "../../config/generation/offline-writer";
import { lengthRules } from "../../config/generation/platform-lengths";
import { hashtagConventions } from "../../config/generation/scoring";
import { draftSentences } from "../pipeline/brief-facts";
import { allowsThread, threadSeparator } from "../pipeline/format";
import { asQuestion, asSentence, distinct, hashtag, midSentence, upperFirst } from "../pipeline/text-rules";
import type { GeneratorInput } from "../schema";
import type { OfflineBrief } from "./brief";
import { mentions, ordered } from "./points";

const threadRoom = lengthRules.x.limit - offlineWriter.threadNumberCharacters;

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

export function social(input: GeneratorInput, brief: OfflineBrief, angle: number, first: readonly string[]): string {
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
