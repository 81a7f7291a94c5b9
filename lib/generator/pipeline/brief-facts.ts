// What a brief promises the copy will use, read the same way by the offline writer, the model's prompt and the
// score: the key points (each list field's items), the offer (a price, a trial, a discount, wherever the brief
// states it) and a pasted draft. A point counts as used when most of its content words are in the copy, whatever
// the wording around them, so a rewrite that keeps the substance passes and one that drops it does not.
import { briefFacts } from "../../config/generation/brief-facts";
import type { GeneratorInput } from "../schema";
import { items } from "./text-rules";

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

// A word of an offer: free (not "gluten-free"), a trial, a discount, a guarantee, in the languages briefs most use.
const offerWords =
  /(?<![\p{L}-])(?:free|trial|discount|coupon|promo|guarantee|money-back|refund|bonus|gratis|grátis|gratuit|gratuite|gratuito|gratuita|offert|offerte|kostenlos|essai|prueba|probe|rabatt|descuento|remise|réduction)(?![\p{L}])|%|\d\s*off(?![\p{L}])/iu;
// A price: a currency sign or code next to a figure ("$9", "49 €", "19€", "29 EUR").
const price = /[$€£¥₹]\s?\d|\d(?:[.,]\d+)?\s?(?:[$€£¥₹]|(?:usd|eur|gbp)(?![\p{L}]))/iu;

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
        ? // An email's body written as prose tells the writer what to say; only a list of points is held to.
          [["body", isDraft(brief.body) || !/[\n;•]/.test(brief.body.trim()) ? "" : brief.body]]
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
    items(value, { keywords: field === "keywords" })
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
    "a an and are as at be but by can do for from has have how in into is it its more most of off on or our per so " +
    "than that the their them then there these they this to up us was we what when which who why will with you " +
    "your yours el la los las un una y o de del en con para por que es su sus al lo se más muy le les des du et ou " +
    "au aux avec pour par qui est son sa ses une plus très dans sur der die das den dem des ein eine einen und oder " +
    "mit für von zu im ist sie ihr ihre auf bei mehr sehr"
  ).split(" "),
);

// Words that turn a point around ("No setup fees"): a copy that drops them says the opposite, so they must be there.
const negations = new Set(
  "no not without never nobody nothing none sin sans pas ni ohne kein keine keinen nicht nunca jamais".split(" "),
);
const isNegation = (word: string) => negations.has(word) || /n['’]t$/.test(word);

// Scripts written without spaces: their words are compared as pairs of characters.
const unspacedRun = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;

/** A word's comparison form: lower case, an English plural's "s" dropped, only its first letters ("grinds" = "grinding"). */
function stem(word: string): string {
  const single = word.length > 3 && /[^s]s$/.test(word) ? word.slice(0, -1) : word;
  return Array.from(single).slice(0, briefFacts.stemLetters).join("");
}

type Words = { words: string[]; negated: boolean };

/** A text's words that carry meaning: stems, figures split from their units ("30-day" is "30" and "day"), pairs of
 * characters for Chinese, Japanese and Korean, and whether it negates. */
function wordsOf(text: string): Words {
  const clean = text.toLowerCase().replace(/(\d)\s+%/g, "$1%");
  const pairs = [...clean.matchAll(unspacedRun)].flatMap(([run]) =>
    Array.from(run).length === 1
      ? [run]
      : Array.from(run)
          .slice(1)
          .map((char, index) => `${Array.from(run)[index]}${char}`),
  );
  const tokens = (clean.replace(unspacedRun, " ").match(/[$€£¥₹]?[\p{L}\p{N}]+(?:['’][\p{L}]+)*%?/gu) ?? []).flatMap(
    (token) => token.split(/(?<=\d)(?=\p{L})|(?<=\p{L})(?=\d)/u),
  );
  const words = tokens
    .filter((word) => !stopWords.has(word) && !isNegation(word) && (Array.from(word).length >= 3 || /\d/.test(word)))
    .map((word) => (/\d/.test(word) ? word : stem(word)));
  return { words: [...new Set([...words, ...pairs])], negated: tokens.some(isNegation) };
}

/** The words that carry a phrase's meaning, as comparison forms. */
function contentWords(text: string): string[] {
  return wordsOf(text).words;
}

const isFigure = (word: string) => /\d/.test(word);

/**
 * Whether `copy` says `point`: enough of the point's words appear in it, in any order or form, and a point that
 * negates ("No setup fees") is said with a negation. With `translated`, the copy is in another language than the
 * brief, so only the point's figures can be compared; a point without figures is then taken as said.
 */
export function says(copy: string, point: string, translated = false): boolean {
  const wanted = wordsOf(point);
  const present = wordsOf(copy);
  const have = new Set(present.words);
  if (translated) return wanted.words.filter(isFigure).every((word) => have.has(word));
  if (wanted.words.length === 0) return true;
  if (wanted.negated && !present.negated) return false;
  const found = wanted.words.filter((word) => have.has(word)).length;
  const needed =
    wanted.words.length <= 2 ? wanted.words.length : Math.ceil(wanted.words.length * briefFacts.pointShare);
  return found >= needed;
}

/**
 * Whether the copy is written in another language than the brief's points: it shares almost none of their words.
 * Then only figures can tell whether a point was kept.
 */
export function translatedFrom(points: readonly string[], copy: string): boolean {
  const wanted = new Set(points.flatMap((point) => wordsOf(point).words.filter((word) => !isFigure(word))));
  if (wanted.size < briefFacts.translationMinWords) return false;
  const have = new Set(wordsOf(copy).words);
  // Copy with hardly any words of its own is too short to be called a translation: it just left things out.
  if (have.size < briefFacts.translationMinWords * 2) return false;
  const shared = [...wanted].filter((word) => have.has(word)).length;
  return shared / wanted.size < briefFacts.translationMaxShare;
}

/** Whether `copy` states `offer`: every figure in it ("$9", "30-day") and most of its words. */
export function saysOffer(copy: string, offer: string, translated = false): boolean {
  const have = new Set(contentWords(copy));
  return (
    contentWords(offer)
      .filter(isFigure)
      .every((figure) => have.has(figure)) && says(copy, offer, translated)
  );
}

/** The key points of the brief that `copy` does not say (by figures alone when the copy is in another language). */
export function missingKeyPoints(brief: FactsBrief, copy: string): KeyPoint[] {
  const points = keyPointsOf(brief);
  const translated = translatedFrom(briefText(brief, points), copy);
  return points.filter((point) => !says(copy, point.text, translated));
}

/** The brief's own words that the copy would reuse if it were written in the brief's language. */
export function briefText(brief: FactsBrief, points: readonly KeyPoint[] = keyPointsOf(brief)): string[] {
  return [...points.map((point) => point.text), brief.description, brief.topic].filter(Boolean);
}
