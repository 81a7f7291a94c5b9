export type MailMessage = { to: string; subject: string; text: string; html: string };

/** Where mail goes: Resend in production, the local outbox otherwise. */
export type MailTransport = {
  name: "resend" | "outbox";
  send(message: MailMessage): Promise<void>;
};
