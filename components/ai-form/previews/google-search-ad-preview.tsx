import { adDisplayUrl, responsiveSearchAdSet, shownCombination } from "@/lib/generator/pipeline/rsa";

import { Avatar, PreviewFrame } from "./preview-frame";
import type { PreviewProps } from "./preview-props";

/**
 * A Google search result for the ad: three headlines joined as "H1 | H2 | H3", the site, two descriptions run
 * together. Pinned headlines take their positions; Google picks the others, so this is one of many combinations.
 */
export function GoogleSearchAdPreview({ brief, variant, pins }: PreviewProps) {
  const set = responsiveSearchAdSet(brief, variant, pins);
  if (!set) return null;
  const shown = shownCombination(set);
  const site = brief.headline.trim() || "Your business";
  return (
    <PreviewFrame caption="Google search ad preview">
      <div className="flex items-center gap-2">
        <Avatar name={site} />
        <div className="grid leading-tight">
          <span className="text-xs font-semibold">Sponsored</span>
          <span className="text-xs">{site}</span>
          <span className="text-xs text-muted-foreground">{adDisplayUrl(brief)}</span>
        </div>
      </div>
      <p className="break-words text-lg leading-snug text-blue-700 dark:text-blue-400" data-testid="rsa-title">
        {shown.title}
      </p>
      <p className="break-words text-muted-foreground" data-testid="rsa-description">
        {shown.description}
      </p>
    </PreviewFrame>
  );
}
