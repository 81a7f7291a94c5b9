import { confirmationLink } from "../../config/auth";
import { trial } from "../../config/plans";
import type { MailMessage } from "../message";
import { renderDocument } from "../render-html";
import { EmailButton, EmailFallbackLink, EmailLayout } from "./layout";

const hours = confirmationLink.ttlSeconds / 3600;
// Confirming unlocks choosing a plan, which is what starts the trial: the mail promises no more than that.
const intro = `Confirm your email address, then choose a plan to start your ${trial.days}-day free trial:`;

export function confirmEmailMessage({ to, name, link }: { to: string; name: string; link: string }): MailMessage {
  const subject = "Confirm your email for Hookline";
  const html = renderDocument(
    <EmailLayout preview={subject}>
      <p>Hi {name},</p>
      <p>Thanks for signing up. {intro}</p>
      <EmailButton href={link}>Confirm my email</EmailButton>
      <EmailFallbackLink href={link}>Or paste this link into your browser:</EmailFallbackLink>
      <p>The link works once and expires in {hours} hours. If you did not sign up, ignore this email.</p>
    </EmailLayout>,
  );
  const text = [
    `Hi ${name},`,
    "",
    `Thanks for signing up. ${intro}`,
    link,
    "",
    `The link works once and expires in ${hours} hours. If you did not sign up, ignore this email.`,
  ].join("\n");
  return { to, subject, text, html };
}
