// The offline writer's ads: a Google responsive search ad set and a Facebook ad, built only from the brief.
// Variant 0 leads with the problem and asks; variant 1 leads with the outcome and states. Every key point of the
// brief goes somewhere: short ones as headlines, the rest packed into descriptions or the primary text.
import { responsiveSearchAd } from "../config/generation/ads";
import { lengthRules } from "../config/generation/platform-lengths";
import { offerPlaceholder, type OfflineBrief } from "./offline-brief";
import { asQuestion, asSentence, distinct, midSentence, sameKey, shortenAtWord, upperFirst } from "./offline-text";

const headlineMax = lengthRules.googleHeadline.limit;
const descriptionMax = lengthRules.googleDescription.limit;

const length = (text: string) => Array.from(text).length;
const fits = (max: number) => (line: string) => length(line) <= max;

/** Whether `line` already says `point` (the point's words, in order, whatever the case). */
export function mentions(line: string, point: string): boolean {
  return ` ${sameKey(line)} `.includes(` ${sameKey(point)} `);
}

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

function offerLine(brief: OfflineBrief, max: number): string {
  return brief.offer && length(brief.offer) <= max ? upperFirst(brief.offer) : offerPlaceholder;
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
  if (!outcome) return [what];
  const withProduct = `${upperFirst(outcome).replace(/[.!?]+$/, "")}, with ${product}.`;
  return [summary ? `${withProduct} ${asSentence(upperFirst(brief.summary))}` : withProduct, withProduct, what];
}

function googleHeadlines(brief: OfflineBrief, angle: number, first: readonly string[]): string[] {
  const name = shortName(brief, headlineMax);
  const audience = brief.audience ? midSentence(brief.audience, brief.names) : "";
  const questions = brief.pains.map((pain) => asQuestion(upperFirst(pain)));
  const statements = [...brief.benefits, ...brief.features, ...brief.usps, ...brief.own].map(upperFirst);
  const pairs = brief.benefits.slice(0, 2).map((point) => `${name}: ${midSentence(point, brief.names)}`);
  const summary = brief.summary ? upperFirst(brief.summary) : "";
  const candidates =
    angle === 0
      ? [
          name,
          ...questions,
          audience && `${upperFirst(audience)}? Meet ${name}`,
          ...first.map(upperFirst),
          ...statements,
          summary,
          `See how ${name} works`,
          offerLine(brief, headlineMax),
        ]
      : [
          ...first.map(upperFirst),
          ...[...brief.benefits, ...brief.features, ...brief.own].map(upperFirst),
          name,
          ...pairs,
          summary,
          audience && `${name} for ${audience}`,
          ...statements,
          `Meet ${name}`,
          offerLine(brief, headlineMax),
        ];
  return distinct(candidates.filter(Boolean)).filter(fits(headlineMax)).slice(0, responsiveSearchAd.maxHeadlines);
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
  const descriptions = distinct([
    ...opening,
    ...packed(rest, descriptionMax, brief.pains),
    angle === 0
      ? `${offerLine(brief, descriptionMax - 45)}. See how ${name} works.`
      : `${offerLine(brief, descriptionMax - 40)}. Meet ${name}.`,
  ])
    .filter(fits(descriptionMax))
    .slice(0, responsiveSearchAd.maxDescriptions);
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
      : [...first, ...brief.benefits.slice(1), ...brief.features, ...brief.benefits, `Meet ${brief.product}`];
  const headline =
    distinct(headlineOptions.map(upperFirst)).find(
      (line) => fits(lengthRules.facebookHeadline.limit)(line) && !mentions(lead, line),
    ) ?? shortenAtWord(`Meet ${brief.product}`, lengthRules.facebookHeadline.limit);
  const description =
    [brief.offer, ...brief.usps].find(
      (line): line is string => Boolean(line) && fits(lengthRules.facebookDescription.limit)(line ?? ""),
    ) ?? offerPlaceholder;
  const rest = unsaid([...first, ...brief.points], [lead, headline, description]);
  // One point left reads as a sentence after the opening; more become a list under it.
  const said = (point: string) =>
    brief.pains.includes(point) ? asQuestion(upperFirst(point)) : asSentence(upperFirst(point));
  const more =
    rest.length === 1 && rest[0]
      ? ` ${said(rest[0])}`
      : rest.length > 1
        ? `\n\n${rest.map((point) => `- ${upperFirst(point)}`).join("\n")}`
        : "";
  return `Primary text: ${lead}${more}\nHeadline: ${headline}\nDescription: ${upperFirst(description)}`;
}
