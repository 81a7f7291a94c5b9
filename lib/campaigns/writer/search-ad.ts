// A Google responsive search ad's closing. The tagged link is the ad's final URL, a field of the ad rather than a
// line Google shows, so it stands first as "Final URL:", before any headline. The call to action, when no line says
// it yet, and the disclosure become descriptions (at most 90 characters each), kept among the four Google takes. A
// disclosure longer than a description cannot be in a responsive search ad at all: no part of one holds it word for
// word, so the ad is refused with that reason rather than run without it. Banned-term removal and the hard limits can
// leave fewer lines than Google's minimum; the offline writer's lines for the same brief make up the rest.
import { responsiveSearchAd } from "../../config/generation/ads";
import { lengthRules } from "../../config/generation/platform-lengths";
import { sectionsOf, type Section } from "../../generator/pipeline/format";
import { distinct, sameKey } from "../../generator/pipeline/text-rules";
import { tightenToHardLimits } from "../../generator/pipeline/tighten";
import { withoutBannedTerms } from "./banned-terms";
import { saysCallToAction, type Closing } from "./closing";
import { channelFormat } from "./generator-input";

const format = channelFormat("googleSearchAd");
const descriptionMax = lengthRules.googleDescription.limit;

export class DisclosureTooLongForSearchAdError extends Error {
  override name = "DisclosureTooLongForSearchAdError";
  constructor(length: number) {
    super(
      `The disclosure has ${length} characters, but a Google responsive search ad's longest part, a description, ` +
        `holds ${descriptionMax}: shorten the disclosure to ${descriptionMax} characters or fewer, or leave Google ` +
        "search ads out of the campaign's channels.",
    );
  }
}

function lines(text: string, rule: Section["rule"]): string[] {
  const fitted = tightenToHardLimits(format, text).text;
  return sectionsOf(format, fitted)
    .filter((section) => section.rule === rule && /[\p{L}\p{N}]/u.test(section.text))
    .map((section) => section.text);
}

export function googleAdWithClosing(text: string, closing: Closing, fallback: () => string): string {
  if (closing.disclosure && Array.from(closing.disclosure).length > descriptionMax)
    throw new DisclosureTooLongForSearchAdError(Array.from(closing.disclosure).length);
  let headlines = distinct(lines(text, "googleHeadline"));
  let descriptions = distinct(lines(text, "googleDescription"));
  const spare = () => withoutBannedTerms(fallback(), closing.bannedTerms);
  if (headlines.length < responsiveSearchAd.minHeadlines)
    headlines = distinct([...headlines, ...lines(spare(), "googleHeadline")]);
  const said = [...headlines, ...descriptions].join("\n");
  const required = [
    saysCallToAction(said, closing.callToAction) ? "" : closing.callToAction,
    closing.disclosure ?? "",
  ].filter(Boolean);
  const isRequired = (line: string) => required.some((item) => sameKey(item) === sameKey(line));
  const room = responsiveSearchAd.maxDescriptions - required.length;
  let others = descriptions.filter((line) => !isRequired(line));
  if (others.length + required.length < responsiveSearchAd.minDescriptions)
    others = distinct([...others, ...lines(spare(), "googleDescription")]).filter((line) => !isRequired(line));
  descriptions = [...others.slice(0, room), ...required];
  return [
    ...(closing.link ? [`Final URL: ${closing.link}`] : []),
    ...headlines.slice(0, responsiveSearchAd.maxHeadlines).map((line, index) => `Headline ${index + 1}: ${line}`),
    ...descriptions.map((line, index) => `Description ${index + 1}: ${line}`),
  ].join("\n");
}
