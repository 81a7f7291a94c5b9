"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { authClient, authErrorMessage } from "@/lib/auth/client";
import { publishBrowserEvent } from "@/lib/events/browser";

export function SignOutButton({
  everywhere = false,
  variant = "outline",
}: {
  everywhere?: boolean;
  variant?: "outline" | "ghost";
}) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant={variant}
      size="sm"
      disabled={pending}
      onClick={async () => {
        setPending(true);
        try {
          if (everywhere) {
            // Only report success when every session is really gone.
            const { error } = await authClient.revokeSessions();
            if (error) {
              toast.error("Could not sign out everywhere", { description: authErrorMessage(error) });
              return;
            }
          }
          await authClient.signOut();
          publishBrowserEvent("session-changed", "signed-out");
          router.replace("/");
          router.refresh();
        } catch {
          toast.error("Could not sign out", { description: "Something went wrong." });
        } finally {
          setPending(false);
        }
      }}
    >
      {everywhere ? "Sign out of all sessions" : "Sign out"}
    </Button>
  );
}
