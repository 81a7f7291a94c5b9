import { confirmationLink } from "../../config/auth";
import type { MailMessage } from "../message";
import { renderDocument } from "../render-html";
import { EmailButton, EmailLayout } from "./layout";

const hours = confirmationLink.ttlSeconds / 3600;

export function confirmEmailMessage({ to, name, link }: { to: string; name: string; link: string }): MailMessage {
  const subject = "Confirm your email for Hookline";
  const html = renderDocument(
    <EmailLayout preview={subject}>
      <p>Hi {name},</p>
      <p>Thanks for signing up. Confirm your email address to start your Hookline trial:</p>
      <EmailButton href={link}>Confirm my email</EmailButton>
      <p>Or paste this link into your browser: {link}</p>
      <p>The link works once and expires in {hours} hours. If you did not sign up, ignore this email.</p>
    </EmailLayout>,
  );
  const text = [
    `Hi ${name},`,
    "",
    "Thanks for signing up. Confirm your email address to start your Hookline trial:",
    link,
    "",
    `The link works once and expires in ${hours} hours. If you did not sign up, ignore this email.`,
  ].join("\n");
  return { to, subject, text, html };
}
