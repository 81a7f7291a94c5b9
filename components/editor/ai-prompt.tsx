"use client";

import { Sparkles } from "lucide-react";
import { useEffect, useState } from "react";
import type { z } from "zod";

import { Button } from "@/components/ui/button";
import { wordsFor } from "@/lib/api-client/api-error";
import { call } from "@/lib/api-client/call";
import { editorAiRoutes } from "@/lib/api-client/routes/editor-ai";
import { editorScreen } from "@/lib/config/editor/screen";
import type { suggestChangesAnswerSchema } from "@/lib/editor/ai/schemas";
import type { ChangeRecord } from "@/lib/editor/changes/schemas";

// The answer is checked like any other input: only well-formed change records reach review.
type Suggestion = z.infer<typeof suggestChangesAnswerSchema>;

type Props = {
  canvasId: string;
  codebaseId: string | null;
  /** The selection's text as the page shows it (picks the literal it comes from). */
  text: string | null;
  onApply: (changes: ChangeRecord[]) => void;
};

/** Whole seconds since `running` became true (0 when it is false): the owner sees a long wait is still a wait. */
function useSecondsWhile(running: boolean): number {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!running) return;
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => {
      clearInterval(timer);
      setSeconds(0);
    };
  }, [running]);
  return running ? seconds : 0;
}

/** What a suggested change will do, in words the owner can check before applying it. */
function describe(change: ChangeRecord): string {
  switch (change.type) {
    case "EDIT_TEXT":
      return `Text: “${change.changeFields.oldText}” → “${change.changeFields.newText}”`;
    case "UPDATE_CLASSES":
      return `Classes: “${change.changeFields.oldClasses}” → “${change.changeFields.newClasses}”`;
    case "CHANGE_TAG":
      return `Tag → ${change.changeFields.newTagName}`;
    default:
      return change.changeName;
  }
}

/**
 * AI mode's prompt: an instruction about the selected element becomes change records, which the
 * owner reviews and applies as one undoable step.
 */
export function AiPrompt({ canvasId, codebaseId, text, onApply }: Props) {
  const [instruction, setInstruction] = useState("");
  const [asking, setAsking] = useState<AbortController | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const seconds = useSecondsWhile(asking !== null);

  const ask = async () => {
    if (!codebaseId) return;
    const controller = new AbortController();
    setAsking(controller);
    setError(null);
    setSuggestion(null);
    const signal = AbortSignal.any([controller.signal, AbortSignal.timeout(editorScreen.aiAnswerTimeoutMs)]);
    const answer = await call(
      editorAiRoutes.suggestChanges,
      { instruction: instruction.trim(), codebaseId, ...(text ? { text } : {}) },
      { params: { canvasId }, signal },
    );
    setAsking(null);
    if (controller.signal.aborted) return;
    if (!answer.ok && answer.error.code === "timeout")
      return setError(
        `No suggestion within ${Math.round(editorScreen.aiAnswerTimeoutMs / 1000)} seconds. Try again, or a shorter instruction.`,
      );
    if (!answer.ok)
      return setError(wordsFor(answer.error, "No suggestion this time. Check your connection and try again."));
    setSuggestion(answer.data);
    setChosen(new Set(answer.data.changes.map((change) => change.id)));
  };

  return (
    <section aria-label="AI mode" className="border-b p-3">
      <h3 className="mb-2 flex items-center gap-1 text-xs font-semibold uppercase tracking-wide text-[#5246C2]">
        <Sparkles className="size-3" aria-hidden /> AI mode
      </h3>
      {codebaseId === null ? (
        <p className="text-sm text-muted-foreground">Select an element in the preview, then describe the change.</p>
      ) : (
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (instruction.trim()) void ask();
          }}
        >
          <label className="text-sm" htmlFor="editor-ai-instruction">
            What should change?
          </label>
          <textarea
            id="editor-ai-instruction"
            className="min-h-16 rounded-md border bg-background p-2 text-sm"
            placeholder="Make this heading shorter and bolder"
            maxLength={editorScreen.instructionMaxLength}
            value={instruction}
            onChange={(event) => setInstruction(event.target.value)}
          />
          <div className="flex items-center gap-2">
            <Button size="sm" type="submit" disabled={asking !== null || !instruction.trim()}>
              {asking ? "Thinking…" : "Suggest changes"}
            </Button>
            {asking ? (
              <>
                <span className="text-xs text-muted-foreground" aria-live="off">
                  {seconds} s
                </span>
                <Button size="sm" type="button" variant="outline" onClick={() => asking.abort()}>
                  Stop
                </Button>
              </>
            ) : null}
          </div>
        </form>
      )}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {suggestion ? (
        <div className="mt-3 grid gap-2" aria-live="polite">
          <p className="text-xs text-muted-foreground">
            Suggested by {suggestion.writer.label}. Untick what you do not want.
          </p>
          <ul className="grid gap-1" aria-label="Suggested changes">
            {suggestion.changes.map((change) => (
              <li key={change.id}>
                <label className="flex items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="mt-1"
                    checked={chosen.has(change.id)}
                    onChange={(event) => {
                      const next = new Set(chosen);
                      if (event.target.checked) next.add(change.id);
                      else next.delete(change.id);
                      setChosen(next);
                    }}
                  />
                  <span className="break-words">{describe(change)}</span>
                </label>
              </li>
            ))}
          </ul>
          <div className="flex gap-2">
            <Button
              size="sm"
              disabled={chosen.size === 0}
              onClick={() => {
                onApply(suggestion.changes.filter((change) => chosen.has(change.id)));
                setSuggestion(null);
                setInstruction("");
              }}
            >
              Apply {chosen.size} {chosen.size === 1 ? "change" : "changes"}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setSuggestion(null)}>
              Discard
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
