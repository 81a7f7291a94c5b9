"use client";

import { useRouter } from "next/navigation";
import { useId, useMemo, useState, useTransition } from "react";

import { CopyButton } from "@/components/ai-form/copy-button";
import { notify } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { wordsFor } from "@/lib/api-client/api-error";
import { call } from "@/lib/api-client/call";
import { libraryRoutes } from "@/lib/api-client/routes/library";
import { parseWordsToAvoid } from "@/lib/generator/pipeline/phrases";
import { briefOf } from "@/lib/library/brief";
import { copyContentSchema, copyTitleSchema } from "@/lib/library/schema";
import { titleOf } from "@/lib/library/title";

import { CopyChecks } from "./copy-checks";
import { CopyLengths } from "./copy-lengths";

type Props = {
  id: string;
  /** The title its owner gave it, or null. */
  title: string | null;
  content: string;
  contentType: string;
  parameters: unknown;
  /** The brand voice's words to avoid, as written: the score checks the copy against them. */
  wordsToAvoid: string;
};

/**
 * A saved copy's title and full text, editable and saved back with the library's own rules. The text is counted
 * against its platform's limits, scored and previewed as the generator does it, following every keystroke; Copy
 * takes what is shown.
 */
export function CopyEditor({ id, title, content, contentType, parameters, wordsToAvoid }: Props) {
  const router = useRouter();
  const [text, setText] = useState(content);
  const [name, setName] = useState(title ?? "");
  const [saved, setSaved] = useState({ text: content, name: title ?? "" });
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [, startTransition] = useTransition();
  const fieldId = useId();
  const titleId = useId();
  const errorId = useId();
  const countId = useId();
  const brief = useMemo(() => briefOf(contentType, parameters), [contentType, parameters]);
  const avoidWords = useMemo(() => parseWordsToAvoid(wordsToAvoid), [wordsToAvoid]);

  const check = copyContentSchema.safeParse(text);
  const titleCheck = copyTitleSchema.safeParse(name);
  const problem =
    serverError ??
    (check.success ? null : (check.error.issues[0]?.message ?? null)) ??
    (titleCheck.success ? null : (titleCheck.error.issues[0]?.message ?? null));
  const changed = text !== saved.text || name !== saved.name;
  const valid = check.success && titleCheck.success;

  const save = async () => {
    if (!check.success || !titleCheck.success) return;
    setSaving(true);
    const body = { content: check.data, title: titleCheck.data };
    const result = await call(libraryRoutes.update, body, { params: { id } });
    setSaving(false);
    if (result.ok) {
      setText(body.content);
      setName(body.title);
      setSaved({ text: body.content, name: body.title });
      void notify("success", { title: "Saved", description: "Your changes are in your library." });
      startTransition(() => router.refresh());
      return;
    }
    const message = wordsFor(result.error, "Check your connection and try again.");
    setServerError(message);
    void notify("error", { title: "Not saved", description: message });
  };

  return (
    <>
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <label htmlFor={titleId} className="text-sm font-medium">
          Title
        </label>
        <Input
          id={titleId}
          value={name}
          placeholder={titleOf({ contentType, parameters, content: text })}
          aria-invalid={titleCheck.success ? undefined : true}
          aria-describedby={titleCheck.success ? undefined : errorId}
          onChange={(event) => {
            setName(event.target.value);
            setServerError(null);
          }}
        />
        <label htmlFor={fieldId} className="text-sm font-medium">
          Text
        </label>
        <Textarea
          id={fieldId}
          value={text}
          rows={14}
          aria-invalid={check.success ? undefined : true}
          aria-describedby={problem ? `${countId} ${errorId}` : countId}
          onChange={(event) => {
            setText(event.target.value);
            setServerError(null);
          }}
          className="min-h-64 whitespace-pre-wrap"
        />
        <CopyLengths id={countId} brief={brief} text={text} />
        {problem ? (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={!changed || !valid || saving}>
            {saving ? "Saving…" : "Save"}
          </Button>
          <CopyButton text={text} />
          {changed ? (
            <Button
              type="button"
              variant="ghost"
              disabled={saving}
              onClick={() => {
                setText(saved.text);
                setName(saved.name);
              }}
            >
              Undo changes
            </Button>
          ) : null}
        </div>
      </form>
      {brief && text.trim() !== "" ? <CopyChecks brief={brief} text={text} avoidWords={avoidWords} /> : null}
    </>
  );
}
