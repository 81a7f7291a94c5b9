"use client";

import { useState } from "react";

import { foldText } from "./fold";

/** Text cut at the feed's fold with a real "…see more" that opens the rest, as the platform shows it. */
export function FoldedText({ text, limit }: { text: string; limit: number }) {
  const [open, setOpen] = useState(false);
  const { shown, hidden } = foldText(text, limit);
  return (
    <p className="whitespace-pre-wrap break-words" data-testid="folded-text">
      {open || hidden === "" ? text : shown}
      {!open && hidden !== "" ? (
        <>
          {shown === "" ? null : " "}
          <button
            type="button"
            // 24 px tall like every tap target; the negative margin keeps the line's height as the text's.
            className="-my-0.5 inline-block py-0.5 font-medium text-muted-foreground hover:underline"
            onClick={() => setOpen(true)}
          >
            …see more
          </button>
        </>
      ) : null}
    </p>
  );
}
