"use client";

import { useId, useState } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { reviewLinks } from "@/lib/config/handoff";

type Props = { name: string; onName: (name: string) => void };

/** Asks the reviewer's name once (it signs their verdicts); once given, it is shown with a way to change it. */
export function ReviewerName({ name, onName }: Props) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  if (name && !editing) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="reviewer-name">
        <span>
          Reviewing as <strong>{name}</strong>
        </span>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => {
            setDraft(name);
            setEditing(true);
          }}
        >
          Change name
        </Button>
      </p>
    );
  }

  const save = () => {
    const trimmed = draft.trim();
    if (!trimmed) return setError("Tell us your name first.");
    if (trimmed.length > reviewLinks.reviewerNameMaxCharacters)
      return setError(`Keep your name under ${reviewLinks.reviewerNameMaxCharacters} characters.`);
    setError(null);
    onName(trimmed);
    setEditing(false);
  };

  return (
    <form
      className="grid gap-2 rounded-lg border p-4"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <label htmlFor={`${id}-name`} className="text-sm font-medium">
        Your name
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        It signs your approvals and comments, so the team knows who reviewed. It is kept in this browser only.
      </p>
      <div className="flex flex-wrap gap-2">
        <Input
          id={`${id}-name`}
          autoComplete="name"
          value={draft}
          maxLength={reviewLinks.reviewerNameMaxCharacters}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setDraft(event.target.value)}
          className="max-w-xs"
        />
        <Button type="submit">Start reviewing</Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}
