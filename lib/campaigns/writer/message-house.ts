// Drafts the campaign's message house for the user to edit and approve. A model is asked for the core message and
// three pillars tied to the brief's key messages and proof points by position; its answer is held to the house's
// rules, repaired where it slips (house-repair.ts), and replaced by the offline writer's house when it cannot be.
// The offline writer answers with that house directly.
import { generateObject } from "../../ai/fallback";
import type { ObjectRequest, Provider, Writer } from "../../ai/types";
import { campaignLimits, campaignWriter } from "../../config/campaigns";
import { ai } from "../../config/generation/ai";
import type { BrandVoice } from "../../generator/pipeline/voice";
import { voiceInstructions } from "../../generator/prompt";
import { fallbackOptions, refusal } from "../../generator/providers/errors";
import { messageHouseSchema, type CampaignBrief, type MessageHouse } from "../schema";
import { repairedMessageHouse } from "./house-repair";
import { offlineMessageHouse } from "./offline-house";

const offline: Writer = { id: "offline", label: "Offline writer" };

const numbered = (items: readonly string[]) => items.map((item, index) => `${index}: ${item}`).join("\n");

function houseRequest(brief: CampaignBrief, voice: BrandVoice | null): ObjectRequest<MessageHouse> {
  const { pillars, coreMessageMaxCharacters, pillarTitleMaxCharacters } = campaignLimits;
  const system = [
    "You are Hookline, a senior marketing strategist. You never invent facts, prices or statistics that the brief does not give.",
    ...voiceInstructions(voice),
    `Draft the campaign's message house: one core message of at most ${coreMessageMaxCharacters} characters, and exactly ${pillars} pillars.`,
    `Each pillar has a title of at most ${pillarTitleMaxCharacters} characters, the positions of the key messages it carries and the positions of the proof points it rests on (0 is the first item of each list).`,
    "Every key message must be carried by at least one pillar. Use only positions the brief lists.",
    brief.proofPoints.length > 0
      ? "Every pillar rests on at least one proof point."
      : "The brief has no proof points: leave every pillar's proof points empty.",
    "Write in the brief's own words.",
  ];
  const user = [
    `Campaign: ${brief.name} (goal: ${brief.goal})`,
    brief.offer && `Offer: ${brief.offer}`,
    brief.audience && `Audience: ${brief.audience}`,
    `Key messages:\n${numbered(brief.keyMessages)}`,
    brief.proofPoints.length > 0 && `Proof points:\n${numbered(brief.proofPoints)}`,
    `Call to action: ${brief.callToAction}`,
  ];
  return {
    system: system.join("\n"),
    user: user.filter(Boolean).join("\n\n"),
    maxTokens: campaignWriter.messageHouseMaxTokens,
    name: "message_house",
    schema: messageHouseSchema,
    offline: () => offlineMessageHouse(brief),
  };
}

export async function writeMessageHouse(
  brief: CampaignBrief,
  voice: BrandVoice | null,
  chain: readonly Provider[],
  signal: AbortSignal,
): Promise<{ house: MessageHouse; writer: Writer }> {
  signal.throwIfAborted();
  const answered = await generateObject(
    chain,
    houseRequest(brief, voice),
    signal,
    fallbackOptions(ai.objectTimeoutMs),
  ).catch((error: unknown) => {
    throw refusal(error, false);
  });
  signal.throwIfAborted();
  const house = repairedMessageHouse(answered.object, brief);
  if (!house) return { house: offlineMessageHouse(brief), writer: offline };
  return { house, writer: { id: answered.provider.id, label: answered.provider.label } };
}
