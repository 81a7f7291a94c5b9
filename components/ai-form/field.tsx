import type { ReactNode } from "react";

import { Label } from "@/components/ui/label";

import { FieldNotes, notesIdsOf } from "./field-notes";

/** A labelled form control with its hint and error, wired up with ids for screen readers. */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children(notesIdsOf(id, hint, error))}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
