// PLACEHOLDER (contract): the generator's brief an asset is written (and scored) from. The asset writer's owner
// replaces the body; the signature stays. Pure, so the board can score an asset as the user edits it.
import { generatorInputSchema, type GeneratorInput } from "../../generator/schema";
import type { AssetOrder } from "./asset";

export function assetGeneratorInput(order: Omit<AssetOrder, "voice" | "slug">): GeneratorInput {
  const { brief, asset } = order;
  return generatorInputSchema.parse({
    contentType: "social",
    platform: "custom",
    customPlatform: asset.channel,
    topic: brief.name,
    content: asset.keyMessages.map((index) => brief.keyMessages[index] ?? "").join("\n"),
  });
}
