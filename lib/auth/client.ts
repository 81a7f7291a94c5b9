"use client";

import { emailOTPClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

/** Better Auth in the browser: same-origin /api/auth, cookies. */
export const authClient = createAuthClient({ plugins: [emailOTPClient()] });

type FetchError = { message?: string; status?: number; error?: { message?: string } } | null | undefined;

export const fallbackMessage = "Something went wrong.";

/** The provider's message verbatim (Better Auth's, or Hookline's JSON error), else the generic fallback. */
export function authErrorMessage(error: FetchError): string {
  return error?.error?.message || error?.message || fallbackMessage;
}
