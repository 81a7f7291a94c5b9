import { folds } from "@/lib/config/generation/scoring";

import { FoldedText } from "./folded-text";
import { Avatar, MediaPlaceholder, PreviewFrame } from "./preview-frame";
import { sectionText, type PreviewProps } from "./preview-props";

/** An Instagram post by the brand's account: the picture's place, then the caption up to the "…see more" fold. */
export function InstagramPreview({ sections, author }: PreviewProps) {
  return (
    <PreviewFrame caption="Instagram preview">
      <div className="flex items-center gap-2">
        <Avatar name={author.name} />
        <span className="font-semibold">{author.handle || author.name}</span>
      </div>
      <MediaPlaceholder label="Your image" square />
      <FoldedText text={sectionText(sections, "Post")} limit={folds.instagram} />
    </PreviewFrame>
  );
}
