import { resetCode } from "../../config/auth";
import type { MailMessage } from "../message";
import { renderDocument } from "../render-html";
import { EmailButton, EmailLayout } from "./layout";

const minutes = resetCode.ttlSeconds / 60;

export function resetCodeMessage({ to, code, link }: { to: string; code: string; link: string }): MailMessage {
  // The code stays out of the subject, which mail logs and notification previews show.
  const subject = "Your Hookline password reset code";
  const html = renderDocument(
    <EmailLayout preview={subject}>
      <p>Someone asked to reset the password of your Hookline account. Your code is:</p>
      <p style={{ fontSize: "32px", fontWeight: 700, letterSpacing: "8px", margin: "24px 0" }}>{code}</p>
      <p>Enter it on the reset page, or open the page with the code filled in:</p>
      <EmailButton href={link}>Reset my password</EmailButton>
      <p>
        The code works once and expires in {minutes} minutes. If you did not ask for it, ignore this email: your
        password stays as it is.
      </p>
    </EmailLayout>,
  );
  const text = [
    "Someone asked to reset the password of your Hookline account. Your code is:",
    "",
    code,
    "",
    `Enter it on the reset page, or open this link: ${link}`,
    "",
    `The code works once and expires in ${minutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
  ].join("\n");
  return { to, subject, text, html };
}
