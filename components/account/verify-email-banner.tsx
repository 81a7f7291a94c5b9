import { ResendConfirmation } from "./resend-confirmation";

/** Shown on every signed-in screen until the email is confirmed; the resend is rate-limited on the server. */
export function VerifyEmailBanner({ email }: { email: string }) {
  return (
    <div role="region" aria-label="Verify your email" className="border-b border-amber-300 bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm sm:px-6">
        <p className="flex-1">
          <strong>Verify your email.</strong> We sent a confirmation link to {email}. Until you confirm it, you
          can&apos;t choose a plan or generate copy.
        </p>
        <ResendConfirmation email={email} className="text-amber-900" />
      </div>
    </div>
  );
}
