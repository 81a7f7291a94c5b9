import { measure } from "@/lib/ai/limits";
import { cn } from "@/lib/utils";

import { Avatar, PreviewFrame } from "./preview-frame";
import type { PreviewProps } from "./preview-props";

/** An X post (or each post of a thread) with its weighted count, the way X counts it (a link as 23, an emoji as 2). */
export function XPreview({ sections, author }: PreviewProps) {
  const posts = sections.filter((section) => section.label.startsWith("Post"));
  return (
    <PreviewFrame caption={posts.length > 1 ? "X thread preview" : "X preview"}>
      {posts.map((post, index) => {
        const length = measure("x", post.text);
        return (
          <div key={index} className="grid gap-1">
            <div className="flex items-start gap-2">
              <Avatar name={author.name} />
              <div className="grid min-w-0 gap-1">
                <p className="leading-tight">
                  <span className="font-semibold">{author.name}</span>{" "}
                  <span className="text-muted-foreground">{author.handle ? `@${author.handle} · now` : "now"}</span>
                </p>
                <p className="whitespace-pre-wrap break-words">{post.text}</p>
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
          </div>
        );
      })}
    </PreviewFrame>
  );
}
