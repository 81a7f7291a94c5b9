// Where a Google sign-in leads, and what its failures say. Shared by the button, the pages it returns to and tests.

/** A new account from Google lands here first; the page sends it on (lib/onboarding's `newAccountNextPath`). */
export const googleNewAccountPath = "/auth/new-account";
/** Better Auth sends a sign-in that did not finish here, with `?error=<code>`. */
export const googleErrorPath = "/auth/google";

export type GoogleFailure = { title: string; message: string };

const failures: Record<string, GoogleFailure> = {
  access_denied: {
    title: "Google sign-in was cancelled",
    message: "You cancelled on Google's page, so nothing was created or shared. Try again, or use your email.",
  },
  account_not_linked: {
    title: "This email already has a Hookline account",
    message:
      "Sign in with its email and password. Google is linked to an account only when Google and Hookline have both confirmed the email: confirm it from the mail we sent, then Google works too.",
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
