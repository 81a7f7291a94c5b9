// Where the closing goes in each channel's layout, and the final fit. A post, an email, an outline or a script ends
// with it, the body before it giving way to the channel's hard limit (counted as the platform counts, so an X link
// counts 23); a Meta ad carries it at the end of its primary text, where the reader acts on it.
import { campaignWriter, type CampaignChannel } from "../../config/campaigns";
import { assetLength } from "../limits";
import { withoutBannedTerms } from "./banned-terms";
import { closingLines, type Closing } from "./closing";
import { fitBody } from "./fit-body";
import { googleAdWithClosing } from "./search-ad";

function postWithClosing(channel: CampaignChannel, text: string, closing: Closing): string {
  const compose = (body: string) => [body, closingLines(body, closing).join("\n")].filter(Boolean).join("\n\n");
  const body = fitBody(text, (candidate) => assetLength(channel, compose(candidate)).within);
  return compose(body);
}

// An email's sign-off: its last paragraph, one short line that is no sentence.
const signOff = new RegExp(`\\n\\n([^\\n.!?]{1,${campaignWriter.signOffMaxCharacters}})$`, "u");

/** An email carries the closing before its sign-off, where the reader acts on it. */
function emailWithClosing(text: string, closing: Closing): string {
  const body = text.trimEnd();
  const match = signOff.exec(body);
  if (!match?.[1]) return postWithClosing("email", body, closing);
  const letter = body.slice(0, match.index);
  return [letter, closingLines(body, closing).join("\n"), match[1]].filter(Boolean).join("\n\n");
}

const adPartAfterPrimaryText = /^\**\s*(?:Headline|Description)\b[^:\n]*:/i;

function metaAdWithClosing(text: string, closing: Closing): string {
  const lines = text.trimEnd().split("\n");
  const at = lines.findIndex((line, index) => index > 0 && adPartAfterPrimaryText.test(line.trim()));
  if (at < 0) return postWithClosing("metaAd", text, closing);
  const primary = lines.slice(0, at).join("\n").trimEnd();
  return [primary, ...closingLines(text, closing), ...lines.slice(at)].join("\n");
}

/**
 * The asset's text with the campaign's guarantees applied in order: banned terms out, then the call to action, the
 * tagged link and the disclosure in their place, then the whole brought within the channel's hard limit.
 * `fallback` is the offline writer's copy for the same brief, for a search ad left with too few lines to run.
 */
export function withClosing(channel: CampaignChannel, text: string, closing: Closing, fallback: () => string): string {
  const clean = withoutBannedTerms(text, closing.bannedTerms);
  if (channel === "googleSearchAd") return googleAdWithClosing(clean, closing, fallback);
  if (channel === "metaAd") return metaAdWithClosing(clean, closing);
  if (channel === "email") return emailWithClosing(clean, closing);
  return postWithClosing(channel, clean, closing);
}
