"use client";

import { CalendarClock } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";

import { Button } from "@/components/ui/button";

import type { BufferExportTarget } from "./buffer-export-dialog";

const loadDialog = () => import("./buffer-export-dialog");
// The dialog (its schemas and Radix with it) is fetched on first use, not with the page.
const BufferExportDialog = lazy(() => loadDialog().then((module) => ({ default: module.BufferExportDialog })));

/** Export for Buffer: opens the export dialog for a campaign's posts or the library's. */
export function BufferExportButton({ target }: { target: BufferExportTarget }) {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Once opened it stays mounted, so closing runs Radix's own exit and the choices are kept.
  const [used, setUsed] = useState(false);
  const preload = () => void loadDialog();
  return (
    <>
      <Button
        ref={button}
        type="button"
        variant="outline"
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <CalendarClock aria-hidden="true" />
        Export for Buffer
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <BufferExportDialog
            target={target}
            open={open}
            onOpenChange={setOpen}
            onClosed={() => button.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
