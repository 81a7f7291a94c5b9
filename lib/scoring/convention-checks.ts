// Each platform's conventions for hashtags and emoji: a LinkedIn post with ten hashtags or an ad full of emoji
// looks like spam there, and Google refuses emoji in ad text outright.
import { emojiConventions, hashtagConventions } from "../config/generation/scoring";
import { platformName } from "./brief";
import { check } from "./check";
import { emojiIn, hashtagsIn, plural } from "./text";
import type { ScoreCheck, ScoredBrief } from "./types";

export function hashtagCheck(brief: ScoredBrief, variant: string): ScoreCheck | null {
  const convention = brief.contentType === "social" ? hashtagConventions[brief.platform] : undefined;
  if (!convention) return null;
  const count = hashtagsIn(variant).length;
  const range = convention.min === 0 ? `up to ${convention.max}` : `${convention.min}–${convention.max}`;
  const within = count >= convention.min && count <= convention.max;
  return check("hashtags", within, `${plural(count, "hashtag")}; ${platformName(brief)} posts read best with ${range}`);
}

export function emojiCheck(brief: ScoredBrief, variant: string): ScoreCheck | null {
  if (brief.contentType !== "social" && brief.contentType !== "ads") return null;
  const count = emojiIn(variant).length;
  const platformMax = emojiConventions[brief.platform];
  if (platformMax === undefined) return null;
  if (platformMax === 0)
    return check(
      "emojis",
      count === 0,
      count === 0
        ? `No emoji, as ${platformName(brief)} requires`
        : `${plural(count, "emoji", "emoji")}; ${platformName(brief)} refuses ad text with emoji`,
    );
  if (!brief.useEmojis)
    return check(
      "emojis",
      count === 0,
      count === 0
        ? "No emoji, as the brief asked"
        : `${plural(count, "emoji", "emoji")}, though the brief asked for none`,
    );
  return check(
    "emojis",
    count <= platformMax,
    `${plural(count, "emoji", "emoji")}; up to ${platformMax} suits ${platformName(brief)}`,
  );
}
