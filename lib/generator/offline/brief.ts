// What the offline writer knows about a brief: the product or subject, a one-line summary, the audience, the key
// points, an offer and a pasted draft, each only as the brief gives it (brief-facts.ts reads the offer and the draft
// the way the score does). The templates write from this and nothing else: where copy would need a fact the brief
// does not give, they write around it, and only a post with no substance at all gets a placeholder to fill.
import { draftSentences, isDraft, offerOf } from "../pipeline/brief-facts";
import { firstSentence, items, namesIn } from "../pipeline/text-rules";
import type { GeneratorInput } from "../schema";

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
  /** An offer the brief states itself ("First week free", "$9 a month, 30-day free trial"), or null. */
  offer: string | null;
  /** A pasted draft's sentences (a post's "Key points or a draft", an email's body), or null for a list of points. */
  draft: string[] | null;
  tone: string;
  /** False when the brand voice asks for no hashtags. */
  hashtags: boolean;
  /** Words the brief writes as names: they keep their capital mid-sentence. */
  names: Set<string>;
};

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

function draftOf(input: GeneratorInput): string | null {
  const text = input.contentType === "social" ? input.content : input.contentType === "email" ? input.body : "";
  return isDraft(text) ? text : null;
}

function ownPoints(input: GeneratorInput): string[] {
  if (draftOf(input) !== null) return [];
  switch (input.contentType) {
    case "social":
      return items(input.content);
    case "email":
      return items(input.body);
    case "blog":
      return items(input.outline);
    case "seo":
      return items(input.topic, { keywords: true });
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
  const offer = offerOf(input);
  const draft = draftOf(input);
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
    draft: draft === null ? null : draftSentences(draft),
    tone: input.toneStyle,
    hashtags: true,
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
