import { afterEach, describe, expect, it, vi } from "vitest";

import { startFakeResend } from "../support/fake-resend";

const appUrl = "http://localhost:3000";

// lib/env reads process.env once per module graph, so each case loads the modules afresh with its variables.
async function withEnv<T>(vars: Record<string, string>, load: () => Promise<T>): Promise<T> {
  Object.assign(process.env, vars);
  vi.resetModules();
  return load();
}

const nodeEnv = process.env.NODE_ENV;

afterEach(() => {
  process.env.RESEND_API_KEY = "";
  process.env.RESEND_BASE_URL = "";
  process.env.MAIL_OUTBOX_API = "";
  Object.assign(process.env, { NODE_ENV: nodeEnv });
  vi.resetModules();
});

describe("mail", () => {
  it("keeps mail in the outbox without RESEND_API_KEY, read oldest first at /api/dev/mail", async () => {
    const { sendMail } = await withEnv({ RESEND_API_KEY: "" }, () => import("@/lib/mail"));
    const { GET } = await import("@/app/api/dev/mail/route");
    const to = `outbox-${Date.now()}@example.com`;
    await sendMail({ to, subject: "first", text: "one", html: "<p>one</p>" });
    await sendMail({ to, subject: "second", text: "two", html: "<p>two</p>" });
    const response = await GET(new Request(`${appUrl}/api/dev/mail?to=${to.toUpperCase()}`), undefined);
    const { messages } = (await response.json()) as { messages: { to: string; subject: string; createdAt: string }[] };
    expect(messages.map((message) => message.subject)).toEqual(["first", "second"]);
    expect(Object.keys(messages[0] ?? {}).sort()).toEqual(["createdAt", "html", "subject", "text", "to"]);
  });

  it("sends through Resend when RESEND_API_KEY is set, and /api/dev/mail answers 404", async () => {
    const resend = await startFakeResend();
    try {
      const { sendMail } = await withEnv(
        { RESEND_API_KEY: "re_test_key", RESEND_BASE_URL: resend.url },
        () => import("@/lib/mail"),
      );
      const { GET } = await import("@/app/api/dev/mail/route");
      const to = `resend-${Date.now()}@example.com`;
      await sendMail({ to, subject: "Hello", text: "plain", html: "<p>html</p>" });

      expect(resend.received).toEqual([
        {
          authorization: "Bearer re_test_key",
          body: { from: "Hookline <hello@hookline.app>", to, subject: "Hello", text: "plain", html: "<p>html</p>" },
        },
      ]);
      const response = await GET(new Request(`${appUrl}/api/dev/mail?to=${to}`), undefined);
      expect(response.status).toBe(404);
      const { getDb } = await import("@/lib/db");
      expect(await getDb().outboxMessage.count({ where: { to } })).toBe(0);
    } finally {
      await resend.close();
    }
  });

  it("keeps the outbox API closed on a production server unless MAIL_OUTBOX_API=enabled", async () => {
    const closed = await withEnv(
      { NODE_ENV: "production", MAIL_OUTBOX_API: "" },
      () => import("@/app/api/dev/mail/route"),
    );
    expect((await closed.GET(new Request(`${appUrl}/api/dev/mail?to=a@b.co`), undefined)).status).toBe(404);
    const open = await withEnv(
      { NODE_ENV: "production", MAIL_OUTBOX_API: "enabled" },
      () => import("@/app/api/dev/mail/route"),
    );
    expect((await open.GET(new Request(`${appUrl}/api/dev/mail?to=a@b.co`), undefined)).status).toBe(200);
  });
});
