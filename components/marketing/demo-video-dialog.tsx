"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { demoVideo } from "@/content/pages/demo-video";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes: it has no Radix trigger, so Radix would not know. */
  onClosed: () => void;
};

/**
 * The product tour in a dialog. Loaded on the first Watch Demo (components/marketing/demo-video-button.tsx); the
 * video element exists only while the dialog is open, so the file is fetched on opening and stops on closing.
 */
export default function DemoVideoDialog({ open, onOpenChange, onClosed }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-3xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <DialogHeader className="pr-6">
          <DialogTitle>{demoVideo.title}</DialogTitle>
          <DialogDescription>{demoVideo.description}</DialogDescription>
        </DialogHeader>
        {/* Silent, so it may start on its own; the visitor asked for it by pressing Watch Demo. */}
        <video
          src={demoVideo.src}
          poster={demoVideo.poster}
          width={demoVideo.width}
          height={demoVideo.height}
          controls
          autoPlay
          muted
          playsInline
          className="h-auto w-full rounded-lg border bg-background"
        />
      </DialogContent>
    </Dialog>
  );
}
