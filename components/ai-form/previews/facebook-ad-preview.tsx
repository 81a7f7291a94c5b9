import { responsiveSearchAd } from "@/lib/config/generation/ads";
import { folds } from "@/lib/config/generation/scoring";

import { FoldedText } from "./folded-text";
import { Avatar, MediaPlaceholder, PreviewFrame } from "./preview-frame";
import { sectionText, type PreviewProps } from "./preview-props";

/** A Facebook feed ad: primary text up to the "…see more" fold, the image's place, then headline and description. */
export function FacebookAdPreview({ brief, variant, sections }: PreviewProps) {
  const page = brief.headline.trim() || "Your page";
  const primary = sectionText(sections, "Primary text") || (sections.length === 0 ? variant.trim() : "");
  return (
    <PreviewFrame caption="Facebook ad preview">
      <div className="flex items-center gap-2">
        <Avatar name={page} />
        <div className="grid leading-tight">
          <span className="font-semibold">{page}</span>
          <span className="text-xs text-muted-foreground">Sponsored</span>
        </div>
      </div>
      <FoldedText text={primary} limit={folds.facebookPrimaryText} />
      <div className="grid overflow-hidden rounded-md border">
        <MediaPlaceholder label="Your image" />
        <div className="flex items-center justify-between gap-2 bg-muted/50 p-2">
          <div className="grid min-w-0 leading-tight">
            <span className="text-xs uppercase text-muted-foreground">{responsiveSearchAd.displayUrl}</span>
            <span className="break-words font-semibold">{sectionText(sections, "Headline")}</span>
            <span className="break-words text-xs text-muted-foreground">{sectionText(sections, "Description")}</span>
          </div>
          <span aria-hidden="true" className="shrink-0 rounded-md bg-muted px-2 py-1 text-xs font-medium">
            Learn more
          </span>
        </div>
      </div>
    </PreviewFrame>
  );
}
