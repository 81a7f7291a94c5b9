"use client";

import { useRouter } from "next/navigation";
import { useEffect, useSyncExternalStore } from "react";
import { SignInForm } from "@/components/auth/sign-in-form";
import { clearPendingSignup, readPendingEmail } from "@/lib/auth/pending-signup";

// Read once per page load: the pending sign-up is forgotten right after, and the form keeps what the user types.
let emailAtArrival: string | undefined;
const pendingEmailAtArrival = () => (emailAtArrival ??= readPendingEmail() ?? "");
const unchanging = () => () => {};

/**
 * The welcome page's sign-in, for a visitor without a session (another browser, or one signed out since). The email
 * this browser signed up with is filled in; the pending sign-up is forgotten here, once the confirmation is done.
 */
export function WelcomeSignIn() {
  const router = useRouter();
  const email = useSyncExternalStore(unchanging, pendingEmailAtArrival, () => "");
  useEffect(() => clearPendingSignup(), []);
  return <SignInForm key={email} defaultEmail={email} onForgotPassword={() => router.push("/reset-password")} />;
}

/** The same forgetting for a visitor who arrives signed in. */
export function ForgetPendingSignup() {
  useEffect(() => clearPendingSignup(), []);
  return null;
}
