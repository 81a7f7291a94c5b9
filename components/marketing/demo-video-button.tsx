"use client";

import { PlayCircle } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";

import { Button } from "@/components/ui/button";

const loadDialog = () => import("./demo-video-dialog");
// The dialog (and Radix with it) is fetched on first use, not with the page.
const DemoVideoDialog = lazy(loadDialog);

/** Watch Demo: opens the product tour in a dialog on this page. */
export function DemoVideoButton() {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Once opened it stays mounted, so closing runs Radix's own exit.
  const [used, setUsed] = useState(false);
  const preload = () => void loadDialog();
  return (
    <>
      <Button
        ref={button}
        size="lg"
        variant="outline"
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <PlayCircle aria-hidden="true" />
        Watch Demo
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <DemoVideoDialog open={open} onOpenChange={setOpen} onClosed={() => button.current?.focus()} />
        </Suspense>
      ) : null}
    </>
  );
}
