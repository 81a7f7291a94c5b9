"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { closeAuthDialog, restoreFocusAfterAuthDialog, type AuthView } from "./auth-dialog-store";

const copy: Record<AuthView, { title: string; description: string }> = {
  "sign-in": {
    title: "Sign in to Hookline",
    description: "Accounts are not open yet. Sign-in arrives with Hookline's first release.",
  },
  "sign-up": {
    title: "Start your free trial",
    description: "Accounts are not open yet. The 3-day free trial opens with Hookline's first release.",
  },
};

export default function AuthDialog({ open, view }: { open: boolean; view: AuthView }) {
  const { title, description } = copy[view];
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : closeAuthDialog())}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          // Opened from a store rather than a Radix Trigger, so Radix does not know where focus came from.
          event.preventDefault();
          restoreFocusAfterAuthDialog();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
      </DialogContent>
    </Dialog>
  );
}
