"use client";

import Link from "next/link";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { authClient } from "@/lib/auth/client";
import { defaultSignedInPath } from "@/lib/auth/next-path";
import { onSessionEvent } from "@/lib/auth/session-channel";
import { setSessionHint } from "./session-hint";
import { SignInButton } from "./sign-in-button";

export default function SessionAccount() {
  const { data, isPending, refetch } = authClient.useSession();
  const email = data?.user.email ?? null;

  useEffect(() => onSessionEvent(() => void refetch()), [refetch]);
  useEffect(() => {
    if (!isPending) setSessionHint(email ? { email } : null);
  }, [email, isPending]);

  if (!email) return <SignInButton />;
  return (
    <Button asChild size="sm">
      <Link href={defaultSignedInPath} title={`Signed in as ${email}`}>
        Dashboard
      </Link>
    </Button>
  );
}
