import "server-only";

import { Resend } from "resend";

import type { MailMessage, MailTransport } from "./message";

export function resendTransport(apiKey: string, from: string, baseUrl?: string): MailTransport {
  const client = new Resend(apiKey, baseUrl ? { baseUrl } : undefined);
  return {
    name: "resend",
    async send(message: MailMessage) {
      const { error } = await client.emails.send({ from, ...message });
      if (error) throw new Error(`Resend refused the message to ${message.to}: ${error.message}`);
    },
  };
}
