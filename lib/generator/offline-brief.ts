// What the offline writer knows about a brief: the product or subject, a one-line summary, the audience, the key
// points and an offer, each only as the brief gives it. The templates write from this and nothing else, and put a
// visible placeholder where copy needs a fact the brief does not give.
import { firstSentence, items, namesIn } from "./offline-text";
import type { GeneratorInput } from "./schema";

/** Shown where copy needs an offer (a price, a discount, a trial) that the brief does not name. */
export const offerPlaceholder = "[your offer]";
/** Shown where copy needs a link or a next step that the brief does not give. */
export const linkPlaceholder = "[your link]";

export type OfflineBrief = {
  /** The product, offer or page as named in the brief (ads: "Product or offer"; blog and SEO: the title). */
  product: string;
  /** What the post or video is about, as written. */
  topic: string;
  /** One sentence on what it is, from the description, without its full stop. */
  summary: string;
  audience: string;
  pains: string[];
  benefits: string[];
  features: string[];
  usps: string[];
  /** Points from the content type's own field: a post's key points, an email's body, an article's outline. */
  own: string[];
  /** Every key point, once, in the order above (pains, benefits, features, selling points, own points). */
  points: string[];
  /** An offer the brief states itself ("First week free"), or null. */
  offer: string | null;
  tone: string;
  /** Words the brief writes as names: they keep their capital mid-sentence. */
  names: Set<string>;
};

// Words that make a point an offer rather than a benefit.
const offerWords = /\b(free|trial|discount|offer|coupon|promo|guarantee|money-back|refund|bonus)\b|%|\d\s*off\b/i;

/** A description written as "What it is: point, point, point" gives its summary and its points separately. */
function splitDescription(description: string): { summary: string; points: string[] } {
  const match = /^([^:.!?]{3,120}):\s*(.+)$/s.exec(description.trim());
  const listed = match?.[2] ? items(match[2].replace(/\.$/, "")) : [];
  if (match?.[1] && listed.length >= 2) return { summary: match[1].trim(), points: listed };
  return { summary: firstSentence(description), points: [] };
}

function unique(list: readonly string[]): string[] {
  const seen = new Set<string>();
  return list.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function ownPoints(input: GeneratorInput): string[] {
  switch (input.contentType) {
    case "social":
      return items(input.content);
    case "email":
      return items(input.body);
    case "blog":
      return items(input.outline);
    case "seo":
      return items(input.topic);
    default:
      return [];
  }
}

export function readBrief(input: GeneratorInput): OfflineBrief {
  const described = splitDescription(input.description);
  const product = (input.contentType === "ads" ? input.headline : input.title || input.headline)
    .replace(/\s+/g, " ")
    .trim();
  const topic = (
    input.contentType === "seo" || input.contentType === "blog"
      ? input.title
      : input.topic || input.title || input.headline
  )
    .replace(/\s+/g, " ")
    .trim();
  const pains = items(input.challenges);
  const benefits = items(input.benefits);
  const features = items(input.features);
  const usps = items(input.usps);
  const own = unique([...ownPoints(input), ...described.points]);
  const points = unique([...pains, ...benefits, ...features, ...usps, ...own]);
  const offer = [...usps, ...benefits, ...own].find((point) => offerWords.test(point)) ?? null;
  return {
    product,
    topic,
    summary: described.summary,
    audience: input.demographics.replace(/\s+/g, " ").trim(),
    pains,
    benefits,
    features,
    usps,
    own,
    points,
    offer,
    tone: input.toneStyle,
    // A product name is often in Title Case, so only its first word counts as a name (an article title is no name).
    names: new Set(
      [
        ...namesIn([
          input.description,
          input.content,
          input.body,
          input.benefits,
          input.features,
          input.challenges,
          input.usps,
          input.demographics,
        ]),
        input.headline.trim().split(/[\s,:]+/)[0] ?? "",
      ].filter((word) => /^\p{Lu}/u.test(word)),
    ),
  };
}
