"use client";

import { Check, Loader2, Save } from "lucide-react";
import { useRef, useState } from "react";

import { saveToLibrary } from "@/components/library/save-to-library";
import { Button } from "@/components/ui/button";
import type { LibraryType } from "@/lib/library/schema";

type Props = { content: string; contentType: LibraryType; parameters: Record<string, unknown> };

/**
 * Saves one text to the library, once: its idempotency key lives as long as the button, so a click while the save is
 * on its way or a failed save tried again never adds a second copy. After success it says "Saved" and stays inert.
 * Give it `key={content}`: edited text is another save.
 */
export function SaveButton({ content, contentType, parameters }: Props) {
  const [status, setStatus] = useState<"idle" | "saving" | "saved">("idle");
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  // State updates wait for a render; two clicks in one frame must still send one request.
  const sending = useRef(false);

  const save = async () => {
    if (sending.current || status === "saved") return;
    sending.current = true;
    setStatus("saving");
    const saved = await saveToLibrary(content, contentType, parameters, idempotencyKey);
    sending.current = false;
    setStatus(saved ? "saved" : "idle");
  };

  // aria-disabled, not disabled: the button keeps focus, so a screen reader hears its new name.
  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="outline"
        aria-disabled={status === "idle" ? undefined : true}
        onClick={() => void save()}
      >
        {status === "saved" ? (
          <Check aria-hidden="true" />
        ) : status === "saving" ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <Save aria-hidden="true" />
        )}
        {status === "saved" ? "Saved" : status === "saving" ? "Saving…" : "Save"}
      </Button>
      <span role="status" className="sr-only">
        {status === "saved" ? "Saved to your library." : ""}
      </span>
    </>
  );
}
