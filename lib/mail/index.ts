import "server-only";
import { env } from "../env";
import type { MailMessage, MailTransport } from "./message";
import { outboxTransport } from "./outbox-transport";
import { resendTransport } from "./resend-transport";

export type { MailMessage } from "./message";

/** Resend when RESEND_API_KEY is set; otherwise the local outbox. */
export function mailTransport(): MailTransport {
  return env.RESEND_API_KEY ? resendTransport(env.RESEND_API_KEY, env.MAIL_FROM, env.RESEND_BASE_URL) : outboxTransport();
}

export function isOutboxActive(): boolean {
  return !env.RESEND_API_KEY;
}

export async function sendMail(message: MailMessage): Promise<void> {
  await mailTransport().send(message);
}
