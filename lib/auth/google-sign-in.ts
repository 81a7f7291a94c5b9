// Where a Google sign-in leads, and what its failures say. Shared by the button, the pages it returns to and tests.

/** A new account from Google lands here first; the page sends it on (lib/onboarding's `newAccountNextPath`). */
export const googleNewAccountPath = "/auth/new-account";
/** Better Auth sends a sign-in that did not finish here, with `?error=<code>`. */
export const googleErrorPath = "/auth/google";

/** `reset`: the way on is a password reset, which proves the email is the person's own. */
export type GoogleFailure = { title: string; message: string; reset?: boolean };

const failures: Record<string, GoogleFailure> = {
  access_denied: {
    title: "Google sign-in was cancelled",
    message: "You cancelled on Google's page, so nothing was created or shared. Try again, or use your email.",
  },
  account_not_linked: {
    title: "This email already has a Hookline account",
    message:
      "Sign in with its email and password. If you do not know that password, reset it: the code we email proves the address is yours, replaces any password set before, and Google works for the account from then on.",
    reset: true,
  },
  // The one reason Hookline's Google rules refuse an identity: an email Google has not verified.
  unable_to_get_user_info: {
    title: "Google has not verified this email",
    message:
      "Hookline creates an account from Google only when Google has verified its email address. Sign up with your email and a password instead; we will send you a link to confirm it.",
  },
  email_not_found: {
    title: "Google did not share an email address",
    message: "Hookline needs your email to create your account. Try again and allow it, or use your email.",
  },
};

const unknownFailure: GoogleFailure = {
  title: "Google sign-in did not finish",
  message: "Something went wrong between Google and Hookline. Please try again, or use your email.",
};

/** What a Better Auth error code from the Google callback means to the person it happened to. */
export function googleFailure(code: string | undefined): GoogleFailure {
  return (code && Object.hasOwn(failures, code) ? failures[code] : undefined) ?? unknownFailure;
}
