"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { authClient } from "@/lib/auth/client";
import { announceSession } from "@/lib/auth/session-channel";

export function SignOutButton({ everywhere = false, variant = "outline" }: { everywhere?: boolean; variant?: "outline" | "ghost" }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant={variant}
      size="sm"
      disabled={pending}
      onClick={async () => {
        setPending(true);
        if (everywhere) await authClient.revokeSessions();
        await authClient.signOut();
        announceSession("signed-out");
        router.replace("/");
        router.refresh();
      }}
    >
      {everywhere ? "Sign out of all sessions" : "Sign out"}
    </Button>
  );
}
