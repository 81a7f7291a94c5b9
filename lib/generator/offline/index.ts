// The offline writer's copy: sample copy built from the brief with fixed templates, so the app stays usable without
// an AI provider. It uses only what the brief says (product, audience, key points, offer, a pasted draft, tone) and
// uses all of it: every key point and the offer are written out, and a draft is kept in the user's own sentences.
// What does not fit a platform is cut afterwards by the same tightening as a model's copy, so the user sees
// "Shortened to fit" and what went. It never asks the user to fill in what the brief already gives; only a post
// with no substance at all gets a placeholder, "[your take…]". It writes English around the brief's words, keeps
// each platform's conventions (hashtags, "link in bio"), and its A/B variants take different angles: variant 1 leads
// with the problem and a question, variant 2 with the outcome and a statement.
import { variantSeparator } from "../pipeline/format";
import { tightenToHardLimits } from "../pipeline/tighten";
import { voiceRules, withoutAvoidedWords, type BrandVoice } from "../pipeline/voice";
import type { GeneratorInput } from "../schema";
import { facebookAd, googleAd } from "./ads";
import { blog } from "./blog";
import { readBrief, type OfflineBrief } from "./brief";
import { email } from "./email";
import { mentions } from "./points";
import { script } from "./script";
import { seo } from "./seo";
import { social } from "./social";

function variant(input: GeneratorInput, brief: OfflineBrief, angle: number, first: readonly string[]): string {
  switch (input.contentType) {
    case "ads":
      return input.platform === "google" ? googleAd(brief, angle, first) : facebookAd(brief, angle, first);
    case "social":
      return social(input, brief, angle, first);
    case "email":
      return email(input, brief, angle, first);
    case "scripts":
      return script(input, brief, angle, first);
    case "blog":
      return blog(input, brief, angle, first);
    case "seo":
      return seo(brief, angle, first);
  }
}

export type OfflineOptions = {
  /** The angle a single copy takes (0: problem and question, 1: outcome and statement); A/B variants take both. */
  angle?: number;
};

/**
 * Copy for `input` without a model; two variants from different angles when A/B testing is on. Of a brand voice it
 * keeps what templates can: its words to avoid, and no emoji or hashtags where its notes say so.
 */
export function offlineCopy(
  input: GeneratorInput,
  voice: BrandVoice | null = null,
  options: OfflineOptions = {},
): string {
  const rules = voiceRules(voice);
  const voiced = { ...input, useEmojis: input.useEmojis && !rules.noEmoji };
  const brief = { ...readBrief(voiced), hashtags: !rules.noHashtags };
  const write = (angle: number, first: readonly string[]) =>
    withoutAvoidedWords(variant(voiced, brief, angle, first), rules.avoid);
  if (!input.abTesting) return write((options.angle ?? 0) % 2, []);
  const one = write(0, []);
  // Variant 2 starts with the points variant 1 had no room for once it fits its platform.
  const fitted = tightenToHardLimits(input, one).text;
  const left = brief.points.filter((point) => !mentions(fitted, point));
  return [one, write(1, left)].join(`\n${variantSeparator}\n`);
}
