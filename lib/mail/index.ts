import "server-only";

import { env } from "../env";
import type { MailMessage, MailTransport } from "./message";
import { outboxTransport } from "./outbox-transport";
import { resendTransport } from "./resend-transport";

export type { MailMessage } from "./message";

/** Resend when RESEND_API_KEY is set; otherwise the local outbox. */
export function mailTransport(): MailTransport {
  return env.RESEND_API_KEY
    ? resendTransport(env.RESEND_API_KEY, env.MAIL_FROM, env.RESEND_BASE_URL)
    : outboxTransport();
}

export function isOutboxActive(): boolean {
  return !env.RESEND_API_KEY;
}

/**
 * GET /api/dev/mail shows everyone's mail, reset codes included, so it answers only while the outbox is the
 * transport and the server is a local one: development, or MAIL_OUTBOX_API=enabled (set by `npm start` on the
 * embedded database and by the end-to-end tests).
 */
export function isOutboxApiEnabled(): boolean {
  if (!isOutboxActive()) return false;
  return (env.MAIL_OUTBOX_API ?? (env.NODE_ENV === "production" ? "disabled" : "enabled")) === "enabled";
}

export async function sendMail(message: MailMessage): Promise<void> {
  await mailTransport().send(message);
}
