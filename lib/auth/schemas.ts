// One zod schema per auth input, shared by the forms and the server.
import { z } from "zod";

import { emailMaxLength, passwordRule } from "../config/auth";
import { safeLocalPath } from "./next-path";

export const passwordTooShort = `Password must be at least ${passwordRule.minLength} characters long.`;

export const emailField = z
  .string()
  .trim()
  .min(1, "Please enter your email address.")
  .max(emailMaxLength, `An email address has at most ${emailMaxLength} characters.`)
  .pipe(z.email("Please enter a valid email address."))
  .transform((email) => email.toLowerCase());

export const newPasswordField = z
  .string()
  .min(passwordRule.minLength, passwordTooShort)
  .max(passwordRule.maxLength, `Password must be at most ${passwordRule.maxLength} characters long.`);

export const signInInput = z.object({
  email: emailField,
  password: z.string().min(1, "Please enter your password."),
});

export const signUpInput = z.object({
  name: z.string().trim().min(1, "Please enter your name.").max(100, "Please use at most 100 characters."),
  email: emailField,
  password: newPasswordField,
});

/** Step one of the reset: email and code, trimmed. The 6-digit shape is only a placeholder; the server decides. */
export const resetCodeInput = z.object({
  email: z.string().trim().min(1, "Please enter your email address."),
  code: z.string().trim().min(1, "Please enter the code from the email."),
});

export const changePasswordInput = z.object({
  currentPassword: z.string().min(1, "Please enter your current password."),
  newPassword: newPasswordField,
});

export const deleteAccountInput = z.object({
  password: z.string().min(1, "Please enter your password to confirm."),
});

export const confirmEmailInput = z.object({
  token: z.string().trim().min(1).max(200),
});

/** POST /api/email-confirmation's answer. */
export const emailConfirmedSchema = z.object({ confirmed: z.literal(true) });

/** POST /api/verification?action=callback's answer (it takes no body: the token is its bearer). */
export const confirmationRecordedSchema = z.object({ recorded: z.boolean() });

export type SignInInput = z.infer<typeof signInInput>;
export type SignUpInput = z.infer<typeof signUpInput>;

/** The first message of a failed parse, for showing inline. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Please check the form.";
}

/** A path on this site ("/generator?x=1"), never one that could leave it. */
const sitePath = z
  .string()
  .max(2_000)
  .refine((value) => safeLocalPath(value) === value, "Must be a path on this site.");

/** Signing in with Google: where Better Auth sends the browser back to, each a path on this site. */
export const socialSignInInput = z
  .object({
    provider: z.literal("google"),
    callbackURL: sitePath,
    newUserCallbackURL: sitePath,
    errorCallbackURL: sitePath,
  })
  // Better Auth reads the request itself: an extra field (an ID token to sign in with, more scopes) is refused here.
  .strict();

/** Which sign-in methods besides email this server offers (GET /api/auth/providers). */
export const authProvidersSchema = z.object({ google: z.boolean() });
export type AuthProviders = z.infer<typeof authProvidersSchema>;
