// What a brief promises the copy will use, read the same way by the offline writer, the model's prompt and the
// score: the key points (each list field's items), the offer (a price, a trial, a discount, wherever the brief
// states it) and a pasted draft. A point counts as used when most of its content words are in the copy, whatever
// the wording around them, so a rewrite that keeps the substance passes and one that drops it does not.
import { briefFacts } from "../config/generation/brief-facts";
import { items } from "./offline-text";
import type { GeneratorInput } from "./schema";

export type FactsBrief = Pick<
  GeneratorInput,
  | "contentType"
  | "description"
  | "content"
  | "body"
  | "outline"
  | "topic"
  | "challenges"
  | "features"
  | "benefits"
  | "usps"
>;

export type KeyPoint = { text: string; field: KeyPointField };
export type KeyPointField =
  "content" | "body" | "outline" | "keywords" | "challenges" | "features" | "benefits" | "usps";

const offerWords =
  /\b(free|trial|discount|offer|coupon|promo|guarantee|money-back|refund|bonus|gratis|gratuit|gratuite|kostenlos|essai|prueba|probe|rabatt|descuento|remise|réduction)\b|%|\d\s*off\b/iu;
const price =
  /[$€£¥₹]\s?\d|\d(?:[.,]\d+)?\s?(?:[$€£¥₹]|usd|eur|gbp)\b|\b\d+[- ](?:day|days|month|months|week|weeks|jours?|días?|tage|mois|mes(?:es)?|monate?)\b/iu;

/** Whether a phrase states an offer: a price, a trial, a discount, a guarantee. */
export function isOffer(text: string): boolean {
  return offerWords.test(text) || price.test(text);
}

/** A pasted draft rather than a list of points: prose of several sentences, longer than a point would be. */
export function isDraft(text: string): boolean {
  const clean = text.trim();
  const sentences = clean.split(/(?<=[.!?])\s+/).filter(Boolean).length;
  return Array.from(clean).length >= briefFacts.draftMinCharacters && sentences >= 2 && !/\n\s*[-*•]/.test(clean);
}

/** The sentences of a draft, in order. */
export function draftSentences(text: string): string[] {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** Every key point of the brief, once, in the order the fields appear on the form. */
export function keyPointsOf(brief: FactsBrief): KeyPoint[] {
  const own: [KeyPointField, string][] =
    brief.contentType === "social"
      ? [["content", isDraft(brief.content) ? "" : brief.content]]
      : brief.contentType === "email"
        ? [["body", isDraft(brief.body) ? "" : brief.body]]
        : brief.contentType === "blog"
          ? [["outline", brief.outline]]
          : brief.contentType === "seo"
            ? [["keywords", brief.topic]]
            : [];
  const fields: [KeyPointField, string][] = [
    ...own,
    ["challenges", brief.challenges],
    ["features", brief.features],
    ["benefits", brief.benefits],
    ["usps", brief.usps],
  ];
  const seen = new Set<string>();
  return fields.flatMap(([field, value]) =>
    items(value)
      .filter((text) => {
        const key = text.toLowerCase();
        if (seen.has(key) || contentWords(text).length === 0) return false;
        seen.add(key);
        return true;
      })
      .map((text) => ({ text, field })),
  );
}

function clauses(text: string): string[] {
  return draftSentences(text).flatMap((sentence) =>
    Array.from(sentence).length <= briefFacts.offerMaxCharacters ? [sentence] : sentence.split(/[,;]\s+|\s[–—-]\s/),
  );
}

/** The offer the brief states (a price, a trial, a discount), in its own words without end punctuation, or null. */
export function offerOf(brief: FactsBrief): string | null {
  const sources = [
    ...items(brief.usps),
    ...items(brief.benefits),
    ...items(brief.features),
    ...clauses(brief.content),
    ...clauses(brief.body),
    ...clauses(brief.description),
  ];
  const offer = sources.find(isOffer);
  return offer ? offer.replace(/[.!?;,:]+$/, "").trim() : null;
}

// Words that carry no point of their own, in the four languages the templates read most.
const stopWords = new Set(
  (
    "a an and are as at be but by can do for from has have how in into is it its more most of on or our so than that " +
    "the their them then there these they this to up us was we what when which who why will with you your yours " +
    "el la los las un una y o de del en con para por que es su sus al lo se más muy " +
    "le les des du et ou en au aux avec pour par que qui est son sa ses une plus très dans sur " +
    "der die das den dem des ein eine einen und oder mit für von zu im ist sie ihr ihre auf bei nicht mehr sehr"
  ).split(" "),
);

/** A word's comparison form: lower case, and only its first letters, so "grinds" and "grinding" match. */
function stem(word: string): string {
  return Array.from(word.toLowerCase()).slice(0, briefFacts.stemLetters).join("");
}

/** The words that carry a phrase's meaning, as stems; numbers with their units count ("30-day", "$9"). */
export function contentWords(text: string): string[] {
  const words = text.toLowerCase().match(/[$€£¥₹]?[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*%?/gu) ?? [];
  return [
    ...new Set(
      words.filter((word) => !stopWords.has(word) && (Array.from(word).length >= 3 || /\d/.test(word))).map(stem),
    ),
  ];
}

/** Whether `copy` says `point`: enough of the point's content words appear in it, in any order or form. */
export function says(copy: string, point: string): boolean {
  const wanted = contentWords(point);
  if (wanted.length === 0) return true;
  const present = new Set(contentWords(copy));
  const found = wanted.filter((word) => present.has(word)).length;
  const needed = wanted.length <= 2 ? wanted.length : Math.ceil(wanted.length * briefFacts.pointShare);
  return found >= needed;
}

/** Whether `copy` states `offer`: every figure in it ("$9", "30-day") and most of its words. */
export function saysOffer(copy: string, offer: string): boolean {
  const present = new Set(contentWords(copy));
  const figures = contentWords(offer).filter((word) => /\d/.test(word));
  return figures.every((figure) => present.has(figure)) && says(copy, offer);
}

/** The key points of the brief that `copy` does not say. */
export function missingKeyPoints(brief: FactsBrief, copy: string): KeyPoint[] {
  return keyPointsOf(brief).filter((point) => !says(copy, point.text));
}
