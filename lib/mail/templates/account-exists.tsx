import type { MailMessage } from "../message";
import { renderDocument } from "../render-html";
import { EmailButton, EmailLayout } from "./layout";

/** Sent instead of a second account: sign-up answers the same either way, so it never reveals who has one. */
export function accountExistsMessage({
  to,
  name,
  signInLink,
  resetLink,
}: {
  to: string;
  name: string;
  signInLink: string;
  resetLink: string;
}): MailMessage {
  const subject = "You already have a Hookline account";
  const html = renderDocument(
    <EmailLayout preview={subject}>
      <p>Hi {name},</p>
      <p>
        Someone, probably you, just tried to sign up for Hookline with this email address. You already have an account,
        so nothing changed.
      </p>
      <EmailButton href={signInLink}>Sign in to Hookline</EmailButton>
      <p>Forgot your password? Reset it here: {resetLink}</p>
      <p>If this was not you, ignore this email: your account is safe.</p>
    </EmailLayout>,
  );
  const text = [
    `Hi ${name},`,
    "",
    "Someone, probably you, just tried to sign up for Hookline with this email address. You already have an account, so nothing changed.",
    "",
    `Sign in: ${signInLink}`,
    `Forgot your password? Reset it here: ${resetLink}`,
    "",
    "If this was not you, ignore this email: your account is safe.",
  ].join("\n");
  return { to, subject, text, html };
}
