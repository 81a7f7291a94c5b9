"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";

import { notify } from "@/components/feedback/notify";
import { CopyButton } from "@/components/generator/copy-button";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { wordsFor } from "@/lib/api-client/api-error";
import { call } from "@/lib/api-client/call";
import { libraryRoutes } from "@/lib/api-client/routes/library";
import { library } from "@/lib/config/library";
import { copyContentSchema } from "@/lib/library/schema";

/** The full text of a saved copy, editable and saved back with the library's own length rules; Copy takes what is shown. */
export function CopyEditor({ id, content }: { id: string; content: string }) {
  const router = useRouter();
  const [text, setText] = useState(content);
  const [saved, setSaved] = useState(content);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [, startTransition] = useTransition();
  const fieldId = useId();
  const errorId = useId();
  const countId = useId();

  const check = copyContentSchema.safeParse(text);
  const problem = serverError ?? (check.success ? null : (check.error.issues[0]?.message ?? null));
  const changed = text !== saved;

  const save = async () => {
    if (!check.success) return;
    setSaving(true);
    const saved = await call(libraryRoutes.update, { content: check.data }, { params: { id } });
    setSaving(false);
    if (saved.ok) {
      setText(check.data);
      setSaved(check.data);
      void notify("success", { title: "Saved", description: "Your changes are in your library." });
      startTransition(() => router.refresh());
      return;
    }
    const message = wordsFor(saved.error, "Check your connection and try again.");
    setServerError(message);
    void notify("error", { title: "Not saved", description: message });
  };

  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label htmlFor={fieldId} className="text-sm font-medium">
        Text
      </label>
      <Textarea
        id={fieldId}
        value={text}
        rows={14}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${countId} ${errorId}` : countId}
        onChange={(event) => {
          setText(event.target.value);
          setServerError(null);
        }}
        className="min-h-64 whitespace-pre-wrap"
      />
      <p id={countId} className="text-xs text-muted-foreground">
        {text.trim().length.toLocaleString("en-US")} / {library.maxCopyLength.toLocaleString("en-US")} characters
      </p>
      {problem ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={!changed || !check.success || saving}>
          {saving ? "Saving…" : "Save"}
        </Button>
        <CopyButton text={text} />
        {changed ? (
          <Button type="button" variant="ghost" disabled={saving} onClick={() => setText(saved)}>
            Undo changes
          </Button>
        ) : null}
      </div>
    </form>
  );
}
