// The generator's prompt for an asset with the campaign's instructions added: the pillar and the core message it
// serves, the key messages to carry, the terms never to use, the call to action to end with, and the angle its slot
// takes, so a channel's posts are not copies of each other. The link and the disclosure are added after the copy,
// exactly as required, so the model is told to leave them out and to leave room for them.
import type { TextRequest } from "../../ai/types";
import { assetAngles, campaignChannels } from "../../config/campaigns";
import { offlineCopy } from "../../generator/offline";
import { buildGeneratorPrompt } from "../../generator/prompt";
import type { GeneratorInput } from "../../generator/schema";
import { closingOf } from "./closing";
import { assetPoints } from "./generator-input";
import type { AssetOrder } from "./order";

const angles = [
  "Take the problem-led angle: open on the problem the audience has, as a question, then answer it.",
  "Take the outcome-led angle: open on the outcome and the proof behind it, as a statement.",
];

/** The angle an asset's slot takes, in turn, so neighbouring posts of a channel differ. */
export const assetAngle = (slot: number) => slot % assetAngles;

const quoted = (items: readonly string[]) => items.map((item) => `"${item}"`).join(", ");

function campaignInstructions(order: AssetOrder): string[] {
  const { brief, house, asset } = order;
  const points = assetPoints(order);
  const closing = closingOf(order);
  const extras = [closing.link && "the tagged link", closing.disclosure && "the required disclosure"].filter(Boolean);
  return [
    `This is one asset of the campaign "${brief.name}" (goal: ${brief.goal}), for ${campaignChannels[asset.channel].label}.`,
    `It serves the core message "${house.coreMessage}" through the pillar "${points.pillar}".`,
    `Carry these key messages, keeping their substance: ${quoted(points.keyMessages)}.`,
    points.proofPoints.length > 0 && `Back them with these proof points, as stated: ${quoted(points.proofPoints)}.`,
    closing.bannedTerms.length > 0 && `Never use these terms, in any capitalisation: ${quoted(closing.bannedTerms)}.`,
    `End with this call to action, word for word: "${closing.callToAction}".`,
    extras.length > 0 &&
      `Do not write ${extras.join(" or ")}: ${extras.length > 1 ? "they are" : "it is"} added after your copy, so leave room for ${extras.length > 1 ? "them" : "it"}.`,
    angles[assetAngle(asset.slot)],
  ].filter((line): line is string => typeof line === "string");
}

/** What a provider is asked for the asset; the offline writer answers it from the same brief at the slot's angle. */
export function assetRequest(order: AssetOrder, input: GeneratorInput): TextRequest {
  const base = buildGeneratorPrompt(input, order.voice);
  return {
    ...base,
    system: [base.system, ...campaignInstructions(order)].join("\n"),
    offline: () => offlineCopy(input, order.voice, { angle: assetAngle(order.asset.slot) }),
  };
}
