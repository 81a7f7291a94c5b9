// Brings copy within the platforms' hard limits without asking a model again, for whatever the one rewrite (or the
// offline writer, or a rewrite that failed) left too long. A post keeps its closing line and loses whole sentences
// before it; otherwise a part loses whole trailing sentences first, then its trailing hashtags and emoji; nothing
// is ever cut inside a word or a link. Each post of a thread is brought within the limit on its own. A Google Ads
// headline or description that still does not fit is dropped from the set, because Google refuses it; a post that
// still does not fit ends at a whole word with an ellipsis, because a post has to be published whole.
import twitterText from "twitter-text";

import { measure } from "../../ai/limits";
import { lengthRules, type LengthRuleId } from "../../config/generation/platform-lengths";
import type { GeneratorInput } from "../schema";
import { sectionsOf, threadSeparatorLine, variantSeparatorLine, type FormatBrief, type Section } from "./format";

export type Tightening = {
  text: string;
  /** What was cut from the parts that stayed, in reading order; a labelled part's pieces start with its label. */
  removed: string[];
  /** Google Ads lines left out of the set because they could not be brought within the limit, as "Headline 3: …". */
  dropped: string[];
};

type Fits = (text: string) => boolean;
type Range = { start: number; end: number };
type Cut = { text: string; removed: string[]; fits: boolean };

const droppable: ReadonlySet<LengthRuleId> = new Set(["googleHeadline", "googleDescription"]);
const ellipsis = "…";
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });
const words = new Intl.Segmenter(undefined, { granularity: "word" });

const isHard = (rule: LengthRuleId | null): rule is LengthRuleId => rule !== null && lengthRules[rule].hard;
const fitsRule =
  (rule: LengthRuleId): Fits =>
  (text) =>
    measure(rule, text).over === 0;

function linksOf(text: string): Range[] {
  return twitterText.extractUrlsWithIndices(text).map(({ indices: [start, end] }) => ({ start, end }));
}

const insideLink = (position: number, links: Range[]) =>
  links.some((link) => position > link.start && position < link.end);

// A sentence ends at . ! ? or … followed by a space (closing quotes and brackets stay with it), or at a full-width
// stop, which needs no space; a line break ends one too. Common abbreviations do not end one. Emoji right after the
// end, on the same line, belong to the sentence they follow.
const sentenceEnd = /[.!?…]+["')\]”’»]*(?=\s)|[。！？]+["')\]”’»」』]*/gu;
const abbreviation = /(?:^|\s)(?:e\.g|i\.e|vs|dr|mr|mrs|ms|st)\.$/i;
const followingEmoji =
  /^(?:[ \t]*(?:\p{Extended_Pictographic}|\p{Regional_Indicator})(?:\uFE0F|\u20E3|\u200D\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator})*)+(?=\s|$)/u;

/** The positions a text may end at after a whole sentence or line, in order. */
function sentenceCuts(text: string): number[] {
  const links = linksOf(text);
  const cuts = new Set<number>();
  for (const match of text.matchAll(sentenceEnd)) {
    const end = match.index + match[0].length;
    if (!abbreviation.test(text.slice(0, end))) cuts.add(end + (followingEmoji.exec(text.slice(end))?.[0].length ?? 0));
  }
  for (const match of text.matchAll(/\n/g)) cuts.add(match.index);
  return [...cuts]
    .filter((cut) => text.slice(0, cut).trim() !== "" && text.slice(cut).trim() !== "" && !insideLink(cut, links))
    .sort((a, b) => a - b);
}

// Scripts written without spaces between words: there the word segmenter finds the word boundaries.
const unspaced =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/** The positions a text may end at after a whole word (before a space, or between two words of such a script), in order. */
function wordCuts(text: string): number[] {
  const links = linksOf(text);
  const cuts = new Set<number>();
  for (let index = 1; index < text.length; index++)
    if (/\s/.test(text[index] ?? "") && !/\s/.test(text[index - 1] ?? "")) cuts.add(index);
  for (const { index } of words.segment(text)) {
    if (index > 0 && (unspaced.test(text[index - 1] ?? "") || unspaced.test(text[index] ?? ""))) cuts.add(index);
  }
  return [...cuts].filter((cut) => !insideLink(cut, links)).sort((a, b) => a - b);
}

const isEmoji = (grapheme: string) => /\p{Emoji_Presentation}|\uFE0F|\p{Regional_Indicator}/u.test(grapheme);

/** The hashtags and emoji that end the text (nothing but spaces between them), in order. */
function trailingTags(text: string): Range[] {
  const pieces = [...graphemes.segment(text)];
  const tags: Range[] = [];
  let index = pieces.length - 1;
  for (;;) {
    while (index >= 0 && /^\s+$/u.test(pieces[index]?.segment ?? "")) index--;
    const piece = pieces[index];
    if (!piece) break;
    const end = piece.index + piece.segment.length;
    if (isEmoji(piece.segment)) {
      tags.unshift({ start: piece.index, end });
      index--;
      continue;
    }
    const hashtag = /(?:^|\s)([#＃][\p{L}\p{M}\p{N}_]+)$/u.exec(text.slice(0, end))?.[1];
    if (!hashtag) break;
    const start = end - hashtag.length;
    tags.unshift({ start, end });
    while (index >= 0 && (pieces[index]?.index ?? 0) >= start) index--;
  }
  return tags;
}

/** Drops whole trailing sentences, then trailing hashtags and emoji, until the text fits (or nothing more can go). */
function cutSentencesThenTags(text: string, fits: Fits): Cut {
  const tags = trailingTags(text);
  const bodyEnd = tags[0]?.start ?? text.length;
  const body = text.slice(0, bodyEnd).trimEnd();
  const joint = text.slice(body.length, bodyEnd);
  const compose = (kept: string, count: number) => {
    const last = tags[count - 1];
    if (!tags[0] || !last) return kept;
    const keptTags = text.slice(tags[0].start, last.end);
    return kept ? `${kept}${joint}${keptTags}` : keptTags;
  };
  let kept = body;
  for (const cut of sentenceCuts(body).reverse()) {
    if (fits(compose(kept, tags.length))) break;
    kept = body.slice(0, cut).trimEnd();
  }
  let count = tags.length;
  while (count > 0 && !fits(compose(kept, count)) && (kept !== "" || count > 1)) count--;
  const removed = [body.slice(kept.length).trim()];
  const firstGone = tags[count];
  const lastTag = tags.at(-1);
  if (firstGone && lastTag) removed.push(text.slice(firstGone.start, lastTag.end));
  const result = compose(kept, count);
  return { text: result, removed: removed.filter(Boolean), fits: fits(result) };
}

/**
 * A post keeps its closing line (where its call to action or question sits) and loses whole sentences before it,
 * the latest first; null when no such cut fits or the post has no sentence before its close.
 */
function cutBeforeClosing(text: string, fits: Fits): Cut | null {
  const tags = trailingTags(text);
  const body = text.slice(0, tags[0]?.start ?? text.length).trimEnd();
  const tail = text.slice(body.length);
  const cuts = sentenceCuts(body);
  const lastCut = cuts.at(-1);
  if (lastCut === undefined) return null;
  // The closing line takes the blank lines before it along, so the post keeps its paragraphs.
  const closeAt = body.slice(0, lastCut).trimEnd().length;
  const closing = body.slice(closeAt);
  for (const cut of cuts.filter((position) => position < closeAt).reverse()) {
    const kept = `${body.slice(0, cut).trimEnd()}${closing}${tail}`;
    if (fits(kept)) return { text: kept, removed: [body.slice(cut, closeAt).trim()], fits: true };
  }
  return null;
}

/** The longest start of the text that fits with an ellipsis, ended after a whole word and never inside a link. */
function cutAtWord(text: string, fits: Fits): Cut {
  const attempt = (cut: number) => `${text.slice(0, cut).replace(/[\s,;:–—-]+$/u, "")}${ellipsis}`;
  let cuts = wordCuts(text);
  // Only a single "word" longer than the whole limit leaves no whole word to end at: its characters are the units then.
  if (!cuts.some((cut) => fits(attempt(cut))))
    cuts = [...graphemes.segment(text)].map(({ index }) => index).filter((index) => index > 0);
  let [low, high, best] = [0, cuts.length - 1, -1];
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    if (fits(attempt(cuts[middle] ?? 0))) [best, low] = [middle, middle + 1];
    else high = middle - 1;
  }
  const cut = cuts[best];
  if (cut === undefined) return { text: "", removed: [text], fits: fits("") };
  return { text: attempt(cut), removed: [text.slice(cut).trim()], fits: true };
}

/** One part brought within its rule: null when it is a Google Ads line that cannot be (it is then dropped). */
function tightenPart(text: string, rule: LengthRuleId): Cut | null {
  const fits = fitsRule(rule);
  if (fits(text)) return { text, removed: [], fits: true };
  const cut = cutSentencesThenTags(text, fits);
  if (cut.fits) return cut;
  if (droppable.has(rule)) return null;
  const worded = cutAtWord(cut.text, fits);
  return { text: worded.text, removed: [...worded.removed, ...cut.removed], fits: worded.fits };
}

const overHardLimit = (section: Section) => isHard(section.rule) && measure(section.rule, section.text).over > 0;

function tightenPost(variant: string, rule: LengthRuleId, removed: string[]): string {
  const core = variant.trim();
  const start = variant.indexOf(core);
  if (fitsRule(rule)(core)) return variant;
  const cut = cutBeforeClosing(core, fitsRule(rule)) ?? tightenPart(core, rule);
  if (!cut) return variant;
  removed.push(...cut.removed);
  return `${variant.slice(0, start)}${cut.text}${variant.slice(start + core.length)}`;
}

/** The label line of a labelled part rewritten to carry `text`, keeping its label and any Markdown around it. */
function relabel(line: string, ownText: string, text: string): string {
  const at = ownText ? line.lastIndexOf(ownText) : -1;
  if (at < 0) return `${line.replace(/[\s*]+$/, "")} ${text}`;
  return `${line.slice(0, at)}${text}${line.slice(at + ownText.length)}`;
}

function tightenLabelled(
  input: Pick<GeneratorInput, "contentType" | "platform">,
  variant: string,
  removed: string[],
  dropped: string[],
): string {
  const lines = variant.split("\n");
  const labels = lines.map((line) => (line.trim() === "" ? null : (sectionsOf(input, line)[0] ?? null)));
  const out: string[] = [];
  for (let start = 0; start < lines.length;) {
    let end = start + 1;
    while (end < lines.length && !labels[end]) end++;
    const block = lines.slice(start, end);
    const label = labels[start];
    const section = label ? sectionsOf(input, block.join("\n"))[0] : undefined;
    if (!label || !section?.rule || !overHardLimit(section)) {
      out.push(...block);
    } else {
      // Lines after the label line that the part's text took in go with it; the others stay.
      const rest = section.text === label.text ? block.slice(1) : block.slice(1).filter((line) => line.trim() === "");
      const cut = tightenPart(section.text, section.rule);
      if (cut) {
        removed.push(...cut.removed.map((piece) => `${section.label}: ${piece}`));
        out.push(relabel(block[0] ?? "", label.text, cut.text), ...rest);
      } else {
        dropped.push(`${section.label}: ${section.text}`);
        out.push(...rest);
      }
    }
    start = end;
  }
  return out.join("\n");
}

function tightenVariant(input: FormatBrief, variant: string, removed: string[], dropped: string[]): string {
  const sections = sectionsOf(input, variant);
  if (!sections.some(overHardLimit)) return variant;
  const post = input.contentType === "social" ? sections[0] : undefined;
  // Each post of a thread is brought within the limit on its own; the lines between them stay as they are.
  if (post?.rule && sections.length > 1) {
    const rule = post.rule;
    return variant
      .split(new RegExp(`(${threadSeparatorLine.source})`, threadSeparatorLine.flags))
      .map((part, index) => (index % 2 === 1 ? part : tightenPost(part, rule, removed)))
      .join("");
  }
  if (post?.rule) return tightenPost(variant, post.rule, removed);
  return tightenLabelled(input, variant, removed, dropped);
}

/**
 * The copy with every part within its platform's hard limit (X weighted as X counts it), what was cut from the parts
 * that stayed, and the Google Ads lines dropped. Copy already within its limits comes back unchanged.
 */
export function tightenToHardLimits(input: FormatBrief, text: string): Tightening {
  const removed: string[] = [];
  const dropped: string[] = [];
  // The variants of an A/B test, with the separator lines between them kept as they are.
  const parts = text.split(new RegExp(`(${variantSeparatorLine.source})`, variantSeparatorLine.flags));
  const tightened = parts.map((part, index) =>
    index % 2 === 1 ? part : tightenVariant(input, part, removed, dropped),
  );
  return { text: tightened.join(""), removed, dropped };
}
