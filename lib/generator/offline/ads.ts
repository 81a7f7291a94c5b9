// The offline writer's ads: a Google responsive search ad set and a Facebook ad, built only from the brief.
// Variant 0 leads with the problem and asks, in the brief's own lines; variant 1 leads with the outcome and states,
// in lines of its own (what the product brings, the product's features). Every key point of the brief goes
// somewhere: short ones as headlines, the rest packed into descriptions or the primary text.
import { responsiveSearchAd } from "../../config/generation/ads";
import { lengthRules } from "../../config/generation/platform-lengths";
import {
  asQuestion,
  asSentence,
  distinct,
  midSentence,
  sameKey,
  shortenAtWord,
  upperFirst,
} from "../pipeline/text-rules";
import type { OfflineBrief } from "./brief";
import { mentions } from "./points";

const headlineMax = lengthRules.googleHeadline.limit;
const descriptionMax = lengthRules.googleDescription.limit;

const length = (text: string) => Array.from(text).length;
const fits = (max: number) => (line: string) => length(line) <= max;

/** The product's name for a 30-character headline: whole when it fits, else cut after a whole word. */
function shortName(brief: OfflineBrief, max: number): string {
  return shortenAtWord(brief.product, max);
}

/** Points not yet said by any of `lines`, in the order given. */
function unsaid(points: readonly string[], lines: readonly string[]): string[] {
  return points.filter((point) => !lines.some((line) => mentions(line, point)));
}

/** Points packed into as few lines as fit `max`, each point a sentence of its own (a problem asked as a question). */
function packed(points: readonly string[], max: number, pains: readonly string[]): string[] {
  const lines: string[] = [];
  let current = "";
  for (const point of points) {
    const sentence = pains.includes(point) ? asQuestion(upperFirst(point)) : asSentence(upperFirst(point));
    const joined = current ? `${current} ${sentence}` : sentence;
    if (length(joined) <= max) current = joined;
    else {
      if (current) lines.push(current);
      current = length(sentence) <= max ? sentence : "";
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** The brief's offer as one line within `max`, else its parts that fit ("30-day free trial"); none without an offer. */
function offerLines(brief: OfflineBrief, max: number): string[] {
  if (!brief.offer) return [];
  const whole = upperFirst(brief.offer);
  if (length(whole) <= max) return [whole];
  return brief.offer
    .split(/[,;]\s+|\s[–—-]\s/)
    .map((part) => upperFirst(part.trim()))
    .filter((part) => part && length(part) <= max);
}

/** Lines every product can carry truthfully, for when the brief gives too little for Google's minimum of three. */
function fallbackHeadlines(name: string, angle: number): string[] {
  return angle === 0
    ? [`Try ${name}`, "See How It Works", "Get Started Today", "Learn More Today"]
    : [`Meet ${name}`, "Start Today", "See What It Does", "Find Out More"];
}

function leadDescription(brief: OfflineBrief, angle: number, first: readonly string[]): string[] {
  const product = brief.product;
  const summary = brief.summary ? midSentence(brief.summary, brief.names) : "";
  const what = summary ? `${product}: ${summary}.` : `Meet ${product}.`;
  if (angle === 0) {
    const pain = brief.pains[0];
    return pain
      ? [`${asQuestion(upperFirst(pain))} ${what}`, `${asQuestion(upperFirst(pain))} Meet ${product}.`, what]
      : [what];
  }
  const outcome = brief.benefits[0] ?? first[0] ?? brief.features[0] ?? brief.usps[0] ?? brief.own[0];
  // Without an outcome to lead with, the outcome variant leads with the offer.
  if (!outcome) return brief.offer ? [`${asSentence(upperFirst(brief.offer))} ${what}`, what] : [what];
  const withProduct = `${upperFirst(outcome).replace(/[.!?]+$/, "")}, with ${product}.`;
  return [summary ? `${withProduct} ${asSentence(upperFirst(brief.summary))}` : withProduct, withProduct, what];
}

/**
 * The outcome variant's own headlines: each benefit said as what the product brings ("Brewly: less wasted coffee")
 * and each feature as the product's ("Brewly's bean scanner"), so the two variants test different lines rather
 * than the same lines in another order; the first form of each that fits is taken.
 */
function outcomeHeadlines(brief: OfflineBrief, name: string): string[] {
  const fitting = (forms: string[]) => forms.find(fits(headlineMax)) ?? "";
  const mid = (point: string) => midSentence(point, brief.names);
  return [
    ...brief.benefits.map((point) => fitting([`${name}: ${mid(point)}`, `${upperFirst(point)} with ${name}`])),
    ...[...brief.features, ...brief.own].map((point) => fitting([`${name}'s ${mid(point)}`])),
  ];
}

function googleHeadlines(brief: OfflineBrief, angle: number, first: readonly string[]): string[] {
  const name = shortName(brief, headlineMax);
  const audience = brief.audience ? midSentence(brief.audience, brief.names) : "";
  const questions = brief.pains.map((pain) => asQuestion(upperFirst(pain)));
  const statements = [...brief.benefits, ...brief.features, ...brief.usps, ...brief.own].map(upperFirst);
  const summary = brief.summary ? upperFirst(brief.summary) : "";
  // The outcome variant says the brief's points in its own lines; the points as the brief words them (variant 1's
  // lines) come in only as far as Google's minimum needs them, like the stock lines.
  const [candidates, plain] =
    angle === 0
      ? [
          [
            name,
            ...questions,
            audience && `${upperFirst(audience)}? Meet ${name}`,
            ...first.map(upperFirst),
            ...statements,
            summary,
            ...offerLines(brief, headlineMax),
            `See how ${name} works`,
          ],
          [],
        ]
      : [
          [
            ...first.map(upperFirst),
            ...outcomeHeadlines(brief, name),
            name,
            audience && `${name} for ${audience}`,
            ...offerLines(brief, headlineMax),
          ],
          [summary, ...statements],
        ];
  const own = distinct(candidates.filter(Boolean)).filter(fits(headlineMax));
  const filler = distinct([...plain, ...fallbackHeadlines(name, angle)].filter(Boolean))
    .filter(fits(headlineMax))
    .filter((line) => !own.some((kept) => sameKey(kept) === sameKey(line)));
  // The brief's own lines first; the others only as far as Google's minimum needs them.
  return [...own, ...filler.slice(0, Math.max(0, responsiveSearchAd.minHeadlines - own.length))].slice(
    0,
    responsiveSearchAd.maxHeadlines,
  );
}

/** A responsive search ad: headlines of at most 30 characters, descriptions of at most 90, none repeated. */
export function googleAd(brief: OfflineBrief, angle: number, first: readonly string[]): string {
  const headlines = googleHeadlines(brief, angle, first);
  const lead = leadDescription(brief, angle, first).filter(fits(descriptionMax))[0] ?? "";
  // A name too long for a headline is said whole in a description when one has room for it.
  const longName =
    length(brief.product) > headlineMax && !mentions(lead, brief.product) && length(brief.product) < descriptionMax
      ? `${brief.product}.`
      : "";
  const opening = distinct([lead, longName]);
  const name = shortName(brief, headlineMax);
  const rest = unsaid([...first, ...brief.points], [...headlines, ...opening]);
  const offer = brief.offer && !headlines.some((line) => mentions(line, brief.offer ?? "")) ? brief.offer : "";
  const action = angle === 0 ? `See how ${name} works.` : `Try ${name} today.`;
  const closing = [
    offer ? `${asSentence(upperFirst(offer))} ${action}` : "",
    action,
    angle === 0 ? "See how it works." : "Try it today.",
  ];
  const packedRest = packed(rest, descriptionMax, brief.pains);
  const last = closing.filter(Boolean).find(fits(descriptionMax)) ?? "";
  // The closing line with the call to action always has a place, even when the points fill every other one.
  const descriptions = [
    ...distinct([...opening, ...packedRest])
      .filter(fits(descriptionMax))
      .slice(0, responsiveSearchAd.maxDescriptions - 1),
    last,
  ].filter(Boolean);
  return [
    ...headlines.map((line, index) => `Headline ${index + 1}: ${line}`),
    ...descriptions.map((line, index) => `Description ${index + 1}: ${line}`),
  ].join("\n");
}

/** A Facebook ad: primary text that opens within the feed's 125 characters, a headline and a short description. */
export function facebookAd(brief: OfflineBrief, angle: number, first: readonly string[]): string {
  const leads = leadDescription(brief, angle, first);
  const lead = leads.find(fits(lengthRules.facebookPrimaryText.limit)) ?? leads.at(-1) ?? brief.product;
  const headlineOptions =
    angle === 0
      ? [...first, ...brief.benefits, ...brief.features, `Meet ${brief.product}`]
      : [...first, ...brief.benefits.slice(1), ...brief.features, ...brief.benefits, `Try ${brief.product}`];
  const headline =
    distinct(headlineOptions.map(upperFirst)).find(
      (line) => fits(lengthRules.facebookHeadline.limit)(line) && !mentions(lead, line),
    ) ?? shortenAtWord(`${angle === 0 ? "Meet" : "Try"} ${brief.product}`, lengthRules.facebookHeadline.limit);
  const description =
    [brief.offer, ...brief.usps, ...offerLines(brief, lengthRules.facebookDescription.limit)].find(
      (line): line is string => Boolean(line) && fits(lengthRules.facebookDescription.limit)(line ?? ""),
    ) ?? (angle === 0 ? "See how it works" : "Try it today");
  // An offer too long for the description is said whole in the primary text.
  const offer = brief.offer && !mentions(`${lead} ${description}`, brief.offer) ? [brief.offer] : [];
  const rest = unsaid([...first, ...brief.points, ...offer], [lead, headline, description]);
  // One point left reads as a sentence after the opening; more become a list under it.
  const said = (point: string) =>
    brief.pains.includes(point) ? asQuestion(upperFirst(point)) : asSentence(upperFirst(point));
  const more =
    rest.length === 1 && rest[0]
      ? ` ${said(rest[0])}`
      : rest.length > 1
        ? `\n\n${rest.map((point) => `- ${upperFirst(point)}`).join("\n")}`
        : "";
  const action = angle === 0 ? "See how it works." : "Try it today.";
  const close = description.startsWith(action.slice(0, -1)) ? "" : rest.length > 1 ? `\n\n${action}` : ` ${action}`;
  return `Primary text: ${lead}${more}${close}\nHeadline: ${headline}\nDescription: ${upperFirst(description)}`;
}
