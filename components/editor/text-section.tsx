"use client";

import { useEffect, useState } from "react";

import { Button } from "@/components/ui/button";
import type { TextOriginAnswer } from "@/lib/editor/text-origin-api";

import { fetchTextOrigin } from "./editor-api";
import { PanelSection } from "./panel-section";

type Props = {
  canvasId: string;
  codebaseId: string | null;
  text: string;
  staticText: boolean;
  onSave: (newText: string, oldText: string) => void;
  onEditInPage: () => void;
};

/** Where a text from code is written, asked once per element and text. */
function useTextOrigin(
  canvasId: string,
  codebaseId: string | null,
  text: string,
  ask: boolean,
): TextOriginAnswer | null | "asking" {
  const [answer, setAnswer] = useState<{ for: string; origin: TextOriginAnswer | null } | null>(null);
  const question = `${codebaseId}\n${text}`;
  useEffect(() => {
    if (!ask || !codebaseId) return;
    let current = true;
    void fetchTextOrigin(canvasId, codebaseId, text).then((origin) => {
      if (current) setAnswer({ for: question, origin });
    });
    return () => {
      current = false;
    };
  }, [ask, canvasId, codebaseId, text, question]);
  if (!ask) return null;
  return answer?.for === question ? answer.origin : "asking";
}

/**
 * The selection's text: editable here or in the page when it is static text or comes from one literal the editor
 * can change (page data, a prop at its call site), which it names; explained, with its file and line, when not.
 */
export function TextSection({ canvasId, codebaseId, text, staticText, onSave, onEditInPage }: Props) {
  const [draft, setDraft] = useState(text);
  const origin = useTextOrigin(canvasId, codebaseId, text, !staticText && text.trim() !== "");
  if (!staticText && (origin === null || origin === "asking" || !origin.editable)) {
    let explanation = "This element has no text of its own.";
    if (origin === "asking") explanation = "Finding where this text is written…";
    else if (origin && !origin.editable) explanation = origin.message;
    else if (text)
      explanation =
        "This text comes from code (a variable or an expression), so it is changed in the source, not here.";
    return (
      <PanelSection title="Text">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {explanation}
        </p>
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
        <textarea
          id="editor-text"
          className="min-h-16 rounded-md border bg-background p-2 text-sm"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        {origin && origin !== "asking" ? (
          <p className="text-xs text-muted-foreground">
            Written in {origin.file}, line {origin.line}.
          </p>
        ) : null}
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
