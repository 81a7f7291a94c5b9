"use client";

import { Trash2 } from "lucide-react";
import { useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { excerptOf } from "@/lib/library/details";

/**
 * Asks before a saved copy is deleted, naming it by its type, date and first words. Cancel holds the first focus,
 * so Enter alone never deletes; focus then returns to this Delete button, or to the library once the copy is gone.
 */
export function DeleteCopyDialog({
  content,
  description,
  disabled,
  onDelete,
  afterDeleteFocus,
}: {
  content: string;
  /** Type and date of the copy, e.g. "Social post saved 25 November 2026". */
  description: string;
  disabled?: boolean;
  /** Deletes the copy; resolves true when it is gone. */
  onDelete: () => Promise<boolean>;
  /** Where focus goes after a deletion, since the Delete button that opened the dialog is about to disappear. */
  afterDeleteFocus: () => HTMLElement | null;
}) {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const deleted = useRef(false);
  const cancel = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    setDeleting(true);
    const gone = await onDelete();
    setDeleting(false);
    if (!gone) return;
    deleted.current = true;
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !deleting && setOpen(next)}>
      <DialogTrigger asChild>
        <Button type="button" size="sm" variant="ghost" disabled={disabled}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </DialogTrigger>
      <DialogContent
        role="alertdialog"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          cancel.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          if (!deleted.current) return;
          event.preventDefault();
          deleted.current = false;
          afterDeleteFocus()?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Delete this copy?</DialogTitle>
          <DialogDescription>
            {description}: “{excerptOf(content)}” will be deleted from your library. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button ref={cancel} type="button" variant="outline" disabled={deleting}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="button" variant="destructive" disabled={deleting} onClick={() => void confirm()}>
            {deleting ? "Deleting…" : "Delete"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
