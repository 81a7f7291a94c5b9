"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { PanelSection } from "./panel-section";

type Props = {
  text: string;
  staticText: boolean;
  onSave: (newText: string, oldText: string) => void;
  onEditInPage: () => void;
};

/** The selection's text: editable here or in the page when it is static text (SPEC §4), explained when it is not. */
export function TextSection({ text, staticText, onSave, onEditInPage }: Props) {
  const [draft, setDraft] = useState(text);
  if (!staticText) {
    return (
      <PanelSection title="Text">
        <p className="text-sm text-muted-foreground">{text ? "This text comes from code (a variable or an expression), so it is changed in the source, not here." : "This element has no text of its own."}</p>
      </PanelSection>
    );
  }
  return (
    <PanelSection title="Text">
      <form
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (draft.trim() !== text.trim()) onSave(draft, text);
        }}
      >
        <label className="sr-only" htmlFor="editor-text">
          Text
        </label>
        <textarea id="editor-text" className="min-h-16 rounded-md border bg-background p-2 text-sm" value={draft} onChange={(event) => setDraft(event.target.value)} />
        <div className="flex gap-2">
          <Button size="sm" type="submit" disabled={draft.trim() === text.trim() || draft.trim() === ""}>
            Save text
          </Button>
          <Button size="sm" type="button" variant="outline" onClick={onEditInPage}>
            Edit in the page
          </Button>
        </div>
      </form>
    </PanelSection>
  );
}
