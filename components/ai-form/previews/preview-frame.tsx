import { useId, type ReactNode } from "react";

import { monogram } from "@/lib/generator/screen/preview-author";

/** A preview as a figure named by its caption ("LinkedIn preview"), drawn as a phone-width card. */
export function PreviewFrame({ caption, children }: { caption: string; children: ReactNode }) {
  const captionId = useId();
  return (
    <figure className="grid gap-1.5" aria-labelledby={captionId}>
      <figcaption id={captionId} className="text-xs font-medium text-muted-foreground">
        {caption}
      </figcaption>
      <div className="grid max-w-sm gap-2 rounded-xl border bg-background p-3 text-sm shadow-sm">{children}</div>
    </figure>
  );
}

/** A round monogram (initials) standing in for a profile picture: previews load no images. */
export function Avatar({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="grid size-9 shrink-0 place-items-center rounded-full bg-muted font-semibold text-muted-foreground"
    >
      {monogram(name)}
    </span>
  );
}

/** A grey box where the post's picture or video would be. */
export function MediaPlaceholder({ label, square = false }: { label: string; square?: boolean }) {
  return (
    <div
      className={`grid place-items-center rounded-md bg-muted text-xs text-muted-foreground ${square ? "aspect-square" : "aspect-[1.91/1]"}`}
    >
      {label}
    </div>
  );
}
