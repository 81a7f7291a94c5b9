// The message house the offline writer drafts from the brief alone, which the user then edits: the core message is
// the first key message; the key messages are dealt to the three pillars in turn (with fewer than three, a pillar
// takes one again), and so are the proof points when the brief has any. A pillar is titled in its first key
// message's own words, or its proof point's when that title is taken; with nothing of the brief left to name it, the
// title is a bracketed placeholder that says what to write.
import { campaignLimits, campaignWriter } from "../../config/campaigns";
import { sameKey, shortenAtWord, upperFirst } from "../../generator/pipeline/text-rules";
import type { CampaignBrief, MessageHouse, MessagePillar } from "../schema";

function titleFrom(text: string): string {
  // A comma between digits groups thousands ("1,200 teams") and ends no clause.
  const clause = text.split(/(?<!\d),|,(?!\d)|[;:–—(]|\s-\s/u)[0]?.trim() ?? "";
  const phrase = (clause.split(/\s+/).length >= 2 ? clause : text)
    .split(/\s+/)
    .slice(0, campaignWriter.pillarTitleWords)
    .join(" ");
  return upperFirst(shortenAtWord(phrase.replace(/[.!?…,;:]+$/u, ""), campaignLimits.pillarTitleMaxCharacters));
}

function placeholderTitle(pillar: number, about: string): string {
  const frame = (text: string) => `[Pillar ${pillar + 1}: another angle on ${text}]`;
  return frame(shortenAtWord(about, campaignLimits.pillarTitleMaxCharacters - frame("").length));
}

/** Positions 0…count-1 dealt to the pillars in turn; a pillar that gets none takes one again. */
function dealt(count: number): number[][] {
  return Array.from({ length: campaignLimits.pillars }, (_, pillar) => {
    const own = Array.from({ length: count }, (_, index) => index).filter(
      (index) => index % campaignLimits.pillars === pillar,
    );
    return own.length > 0 || count === 0 ? own : [pillar % count];
  });
}

export function offlineMessageHouse(brief: Pick<CampaignBrief, "name" | "keyMessages" | "proofPoints">): MessageHouse {
  const keyMessages = dealt(brief.keyMessages.length);
  const proofPoints = dealt(brief.proofPoints.length);
  const taken = new Set<string>();
  const pillars = keyMessages.map((messages, pillar): MessagePillar => {
    const candidates = [
      ...messages.map((index) => brief.keyMessages[index] ?? ""),
      ...(proofPoints[pillar] ?? []).map((index) => brief.proofPoints[index] ?? ""),
    ].map(titleFrom);
    const title =
      candidates.find((candidate) => candidate !== "" && !taken.has(sameKey(candidate))) ??
      placeholderTitle(pillar, titleFrom(brief.keyMessages[messages[0] ?? 0] ?? brief.name));
    taken.add(sameKey(title));
    return { title, keyMessages: messages, proofPoints: proofPoints[pillar] ?? [] };
  });
  const first = brief.keyMessages[0] ?? brief.name;
  return { coreMessage: shortenAtWord(first, campaignLimits.coreMessageMaxCharacters), pillars };
}
