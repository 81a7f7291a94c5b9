"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";

import { SignInForm } from "@/components/auth/sign-in-form";
import { clearPendingSignup, readPendingEmail } from "@/lib/auth/pending-signup";

/**
 * The welcome page's sign-in, for a visitor without a session (another browser, or one signed out since). The email
 * this browser signed up with is filled in, unless the visitor or a password manager got there first; the pending
 * sign-up is forgotten here, once the confirmation is done.
 */
export function WelcomeSignIn() {
  const router = useRouter();
  const form = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const pending = readPendingEmail();
    clearPendingSignup();
    const email = form.current?.querySelector<HTMLInputElement>('input[name="email"]');
    if (pending && email && !email.value) email.value = pending;
  }, []);
  return (
    <div ref={form}>
      <SignInForm onForgotPassword={() => router.push("/reset-password")} />
    </div>
  );
}

/** The same forgetting for a visitor who arrives signed in. */
export function ForgetPendingSignup() {
  useEffect(() => clearPendingSignup(), []);
  return null;
}
