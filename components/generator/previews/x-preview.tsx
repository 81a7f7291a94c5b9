import { measure } from "@/lib/ai/limits";
import { cn } from "@/lib/utils";

import { Avatar, PreviewFrame } from "./preview-frame";
import { sectionText, type PreviewProps } from "./preview-props";

/** An X post with its weighted count, the way X counts it (a link as 23, an emoji as 2). */
export function XPreview({ sections }: PreviewProps) {
  const text = sectionText(sections, "Post");
  const length = measure("x", text);
  return (
    <PreviewFrame caption="X preview">
      <div className="flex items-start gap-2">
        <Avatar name="You" />
        <div className="grid min-w-0 gap-1">
          <p className="leading-tight">
            <span className="font-semibold">You</span> <span className="text-muted-foreground">@you · now</span>
          </p>
          <p className="whitespace-pre-wrap break-words">{text}</p>
        </div>
      </div>
      <p
        className={cn(
          "justify-self-end text-xs tabular-nums",
          length.over > 0 ? "font-semibold text-destructive" : "text-muted-foreground",
        )}
        data-testid="x-weighted-count"
      >
        {`${length.count} / ${length.limit} weighted characters`}
        {length.over > 0 ? ` · ${length.over} over: X will not post it` : null}
      </p>
    </PreviewFrame>
  );
}
