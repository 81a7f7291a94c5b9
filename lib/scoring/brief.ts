// What the checks read off a brief: the platform's name for explanations, and whether the English-only checks
// (calls to action, reading grade) can judge the copy.
import { labelOf, platformsByType } from "../generator/options";
import type { ScoredBrief } from "./types";

export function platformName(brief: Pick<ScoredBrief, "contentType" | "platform" | "customPlatform">): string {
  if (brief.contentType === "ads")
    return labelOf(platformsByType.ads, brief.platform).replace(/ ad$| responsive search ad$/, " Ads");
  if (brief.platform === "custom") return brief.customPlatform || "the platform";
  return labelOf(platformsByType.social, brief.platform);
}

export function writesEnglish(brief: Pick<ScoredBrief, "language">): boolean {
  return brief.language === "English";
}
