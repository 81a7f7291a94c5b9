"use client";

import { use, useState } from "react";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { resetCode } from "@/lib/config/auth";
import { trial } from "@/lib/config/plans";
import { cn } from "@/lib/utils";

import { closeAuthDialog, openAuthDialog, restoreFocusAfterAuthDialog, type AuthView } from "./auth-dialog-store";
import { authProviders } from "./auth-providers";
import { ForgotPasswordForm } from "./forgot-password-form";
import { GoogleSignInButton } from "./google-sign-in-button";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

type Step = { view: AuthView; detail: "form" | "forgot" | "check-inbox"; email?: string };

const headings: Record<AuthView, { title: string; description: string }> = {
  "sign-in": { title: "Sign in to Hookline", description: "Welcome back. Sign in to write your next campaign." },
  "sign-up": {
    title: "Start your free trial",
    description: `${trial.days} days and ${trial.generations} generations free. Create your account to begin.`,
  },
};

/** What the loader waits for before showing the dialog. */
export const providersSettled = authProviders;

export default function AuthDialog({ open, view }: { open: boolean; view: AuthView }) {
  const [step, setStep] = useState<Step>({ view, detail: "form" });
  // Settled before the dialog is shown (auth-dialog-loader waits for it, at most authProvidersWaitMs).
  const { google } = use(authProviders());
  // A new view from the store (another button was pressed) starts that view's form.
  if (step.view !== view) setStep({ view, detail: "form" });

  const heading =
    step.detail === "forgot"
      ? { title: "Reset your password", description: `We will email you a ${resetCode.digits}-digit code.` }
      : step.detail === "check-inbox"
        ? { title: "Check your inbox", description: "One more step to confirm your email." }
        : headings[view];

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        closeAuthDialog();
        setStep({ view, detail: "form" });
      }}
    >
      <DialogContent
        onCloseAutoFocus={(event) => {
          // Opened from a store rather than a Radix Trigger, so Radix does not know where focus came from.
          event.preventDefault();
          restoreFocusAfterAuthDialog();
        }}
      >
        <DialogHeader>
          <DialogTitle>{heading.title}</DialogTitle>
          <DialogDescription>{heading.description}</DialogDescription>
        </DialogHeader>
        {step.detail === "form" ? (
          <div className="grid grid-cols-2 gap-1 rounded-md bg-muted p-1" role="group" aria-label="Sign in or sign up">
            {(["sign-in", "sign-up"] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={view === option}
                onClick={() => openAuthDialog(option)}
                className={cn(
                  "rounded-sm px-3 py-1.5 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                  view === option ? "bg-background shadow-sm" : "text-muted-foreground hover:text-foreground",
                )}
              >
                {option === "sign-in" ? "Sign In" : "Sign Up"}
              </button>
            ))}
          </div>
        ) : null}
        {step.detail === "check-inbox" ? (
          <div className="grid gap-3 text-sm" role="status">
            <p>
              We sent a confirmation link to <strong>{step.email}</strong>. Open it to confirm your email, then sign in.
            </p>
            <p className="text-muted-foreground">
              No email after a few minutes? Check your spam folder, or sign in and resend it from your dashboard.
            </p>
          </div>
        ) : null}
        {step.detail === "form" && google ? (
          <div className="grid gap-3">
            <GoogleSignInButton />
            <p className="flex items-center gap-3 text-xs text-muted-foreground">
              <span className="h-px flex-1 bg-border" aria-hidden="true" />
              or with your email
              <span className="h-px flex-1 bg-border" aria-hidden="true" />
            </p>
          </div>
        ) : null}
        {step.detail === "check-inbox" ? null : step.detail === "forgot" ? (
          <ForgotPasswordForm onBack={() => setStep({ view: "sign-in", detail: "form" })} />
        ) : view === "sign-in" ? (
          <SignInForm onForgotPassword={() => setStep({ view, detail: "forgot" })} onSignedIn={closeAuthDialog} />
        ) : (
          <SignUpForm onSignedUp={(email) => setStep({ view, detail: "check-inbox", email })} />
        )}
      </DialogContent>
    </Dialog>
  );
}
