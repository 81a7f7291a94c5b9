"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useId, useReducer, useRef, useState } from "react";
import { toast } from "sonner";

import { FormError } from "@/components/auth/form-error";
import { SubmitButton } from "@/components/auth/submit-button";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { authClient, authErrorMessage } from "@/lib/auth/client";
import { codeErrorCodes, initialResetState, readResetLink, resetReducer } from "@/lib/auth/reset-flow";
import { emailField, firstIssue, newPasswordField, resetCodeInput } from "@/lib/auth/schemas";
import { resetCode } from "@/lib/config/auth";
import { delays } from "@/lib/config/timing";

export function PasswordReset() {
  const id = useId();
  const router = useRouter();
  const [state, dispatch] = useReducer(resetReducer, initialResetState());
  const fromLink = useRef(false);
  const [sendingCode, setSendingCode] = useState(false);
  const sendingRef = useRef(false);

  // A link with email and code verifies at once; a link with only one of them fills it in.
  useEffect(() => {
    if (fromLink.current) return;
    fromLink.current = true;
    const { email, code } = readResetLink(window.location.search, window.location.hash);
    // The code has been read: it leaves the address bar (and so the history, bookmarks and a shared screen).
    if (window.location.search || window.location.hash)
      window.history.replaceState(window.history.state, "", window.location.pathname);
    dispatch(email && code ? { type: "verify", email, code } : { type: "prefill", email, code });
  }, []);

  useEffect(() => {
    if (state.step !== "verifying") return;
    let cancelled = false;
    void authClient.emailOtp
      .checkVerificationOtp({ email: state.email, otp: state.code, type: "forget-password" })
      .then(
        ({ error }) => {
          if (cancelled) return;
          if (error) return dispatch({ type: "verify-failed", message: authErrorMessage(error) });
          toast.success("Code verified!", { description: "Choose a new password." });
          dispatch({ type: "verified" });
        },
        () => !cancelled && dispatch({ type: "verify-failed", message: "Something went wrong." }),
      );
    return () => {
      cancelled = true;
    };
  }, [state]);

  useEffect(() => {
    if (state.step !== "success") return;
    const timer = setTimeout(() => router.push("/welcome"), delays.passwordResetRedirectMs);
    return () => clearTimeout(timer);
  }, [state.step, router]);

  if (state.step === "awaiting-token" || state.step === "verifying") {
    const busy = state.step === "verifying";
    return (
      <section className="grid gap-6">
        <div className="grid gap-2 text-center">
          <h1 className="text-2xl font-bold">Reset your password</h1>
          <p className="text-muted-foreground">Enter your email and the {resetCode.digits}-digit code we sent you.</p>
        </div>
        <form
          key={`${state.email}|${state.code}`}
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            const email = String(form.get("email") ?? "");
            const code = String(form.get("code") ?? "");
            const submitter = (event.nativeEvent as SubmitEvent).submitter;
            if (submitter instanceof HTMLButtonElement && submitter.name === "send-code") {
              const parsed = emailField.safeParse(email);
              if (!parsed.success)
                return dispatch({ type: "input-error", email, code, message: firstIssue(parsed.error) });
              // One request at a time: a second code would replace the first one already on its way.
              if (sendingRef.current) return;
              sendingRef.current = true;
              setSendingCode(true);
              void authClient.emailOtp
                .requestPasswordReset({ email: parsed.data })
                .then(
                  ({ error }) =>
                    dispatch(
                      error
                        ? { type: "input-error", email, code, message: authErrorMessage(error) }
                        : { type: "code-sent", email: parsed.data },
                    ),
                  () => dispatch({ type: "input-error", email, code, message: "Something went wrong." }),
                )
                .finally(() => {
                  sendingRef.current = false;
                  setSendingCode(false);
                });
              return;
            }
            const parsed = resetCodeInput.safeParse({ email, code });
            if (!parsed.success)
              return dispatch({ type: "input-error", email, code, message: firstIssue(parsed.error) });
            dispatch({ type: "verify", email: parsed.data.email, code: parsed.data.code });
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={`${id}-email`}>Email</Label>
            <Input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={state.email}
              disabled={busy}
              required
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-code`}>Code</Label>
            <Input
              id={`${id}-code`}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="123456"
              defaultValue={state.code}
              disabled={busy}
              aria-describedby={`${id}-error`}
            />
          </div>
          {state.step === "awaiting-token" && state.notice ? (
            <p role="status" className="text-sm text-muted-foreground">
              {state.notice}
            </p>
          ) : null}
          <FormError id={`${id}-error`} message={state.step === "awaiting-token" ? state.error : null} />
          <SubmitButton pending={busy} pendingLabel="Verifying...">
            Verify Code
          </SubmitButton>
          <Button
            type="submit"
            name="send-code"
            variant="link"
            disabled={busy || sendingCode}
            className="justify-self-center"
          >
            {sendingCode ? "Sending a code..." : "Need a code? Email me one"}
          </Button>
        </form>
      </section>
    );
  }

  if (state.step === "set-password" || state.step === "saving-password") {
    const busy = state.step === "saving-password";
    return (
      <section className="grid gap-6">
        <div className="grid gap-2 text-center">
          <h1 className="text-2xl font-bold">Choose a new password</h1>
          <p className="text-muted-foreground">For {state.email}. Signing in elsewhere ends when you save.</p>
        </div>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (busy) return;
            const parsed = newPasswordField.safeParse(String(new FormData(event.currentTarget).get("password") ?? ""));
            if (!parsed.success) return dispatch({ type: "save-rejected", message: firstIssue(parsed.error) });
            dispatch({ type: "save" });
            void authClient.emailOtp.resetPassword({ email: state.email, otp: state.code, password: parsed.data }).then(
              ({ error }) => {
                if (!error) {
                  toast.success("Password updated");
                  return dispatch({ type: "saved" });
                }
                const message = authErrorMessage(error);
                dispatch(
                  error.code && codeErrorCodes.has(error.code)
                    ? { type: "code-rejected", message }
                    : { type: "save-rejected", message },
                );
              },
              () => dispatch({ type: "save-rejected", message: "Something went wrong." }),
            );
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={`${id}-password`}>New password</Label>
            <Input
              id={`${id}-password`}
              name="password"
              type="password"
              autoComplete="new-password"
              disabled={busy}
              aria-describedby={`${id}-password-error`}
            />
          </div>
          <FormError id={`${id}-password-error`} message={state.step === "set-password" ? state.error : null} />
          <SubmitButton pending={busy} pendingLabel="Saving...">
            Save Password
          </SubmitButton>
        </form>
      </section>
    );
  }

  if (state.step === "success") {
    return (
      <section className="grid gap-2 text-center" aria-live="polite">
        <h1 className="text-2xl font-bold">Password updated</h1>
        <p role="status">Your new password is saved. Taking you to sign in...</p>
      </section>
    );
  }

  return (
    <section className="grid justify-items-center gap-4 text-center">
      <h1 className="text-2xl font-bold">We could not reset your password</h1>
      <p role="alert">{state.message}</p>
      <Button onClick={() => dispatch({ type: "try-again" })}>Try again</Button>
      <Link href="/" className="text-sm text-primary underline-offset-4 hover:underline">
        Return to Home
      </Link>
    </section>
  );
}
