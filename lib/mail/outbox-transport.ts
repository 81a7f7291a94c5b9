import "server-only";

import { getDb } from "../db";
import { logger } from "../log/logger";
import type { MailMessage, MailTransport } from "./message";

/** Keeps every message in the database (read at GET /api/dev/mail) and logs one line per message. */
export function outboxTransport(): MailTransport {
  return {
    name: "outbox",
    async send(message: MailMessage) {
      await getDb().outboxMessage.create({ data: message });
      logger.info({ to: message.to, subject: message.subject }, "mail kept in the local outbox");
    },
  };
}

export type OutboxEntry = MailMessage & { createdAt: string };

export async function readOutbox(to: string): Promise<OutboxEntry[]> {
  const rows = await getDb().outboxMessage.findMany({
    where: { to: { equals: to, mode: "insensitive" } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return rows.map(({ to, subject, text, html, createdAt }) => ({
    to,
    subject,
    text,
    html,
    createdAt: createdAt.toISOString(),
  }));
}
