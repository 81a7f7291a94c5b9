import { folds } from "@/lib/config/generation/scoring";

import { FoldedText } from "./folded-text";
import { Avatar, PreviewFrame } from "./preview-frame";
import { sectionText, type PreviewProps } from "./preview-props";

/** A LinkedIn feed post: the brand's author line, the text up to the "…see more" fold, the reaction bar. */
export function LinkedInPreview({ sections, author }: PreviewProps) {
  return (
    <PreviewFrame caption="LinkedIn preview">
      <div className="flex items-center gap-2">
        <Avatar name={author.name} />
        <div className="grid leading-tight">
          <span className="font-semibold">{author.name}</span>
          <span className="text-xs text-muted-foreground">Now</span>
        </div>
      </div>
      <FoldedText text={sectionText(sections, "Post")} limit={folds.linkedin} />
      <div aria-hidden="true" className="flex justify-between border-t pt-2 text-xs text-muted-foreground">
        <span>Like</span>
        <span>Comment</span>
        <span>Repost</span>
        <span>Send</span>
      </div>
    </PreviewFrame>
  );
}
