import { describe, expect, it } from "vitest";

import { getDb } from "@/lib/db";

import {
  authGetJson,
  authPostJson,
  lastMailTo,
  resetCodeIn,
  signIn,
  signUp,
  uniqueEmail,
} from "../support/auth-requests";

async function requestCode(email: string): Promise<string> {
  const { response } = await authPostJson("/email-otp/request-password-reset", { email });
  expect(response.status).toBe(200);
  return resetCodeIn(await lastMailTo(email));
}

const check = (email: string, otp: string) =>
  authPostJson("/email-otp/check-verification-otp", { email, otp, type: "forget-password" });
const reset = (email: string, otp: string, password: string) =>
  authPostJson("/email-otp/reset-password", { email, otp, password });

async function account(label: string, password = "old-password-1") {
  const email = uniqueEmail(label);
  await signUp(email, password);
  return email;
}

describe("password reset with a 6-digit code", () => {
  it("mails a 6-digit code with a link to /reset-password?email=...&token=..., stored only hashed", async () => {
    const email = await account("mail");
    const code = await requestCode(email);
    expect(code).toMatch(/^\d{6}$/);
    const message = await lastMailTo(email);
    expect(message.text).toContain(
      `http://localhost:3000/reset-password?email=${encodeURIComponent(email)}&token=${code}`,
    );
    const rows = await getDb().verification.findMany({ where: { identifier: { contains: email } } });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.value).not.toContain(code);
  });

  it("refuses a wrong code with the provider's message, then accepts the right one, once", async () => {
    const email = await account("flow");
    const before = await signIn(email, "old-password-1");
    const code = await requestCode(email);
    const wrong = code === "000000" ? "111111" : "000000";

    const refused = await check(email, wrong);
    expect(refused.response.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "INVALID_OTP", message: "Invalid OTP" });
    expect((await check(email, code)).response.status).toBe(200);

    expect((await reset(email, code, "new-password-1")).response.status).toBe(200);
    // Every session ends with the reset, the old password stops working and the new one works.
    expect((await authGetJson("/get-session", { cookie: before.cookie })).body).toBeNull();
    expect((await signIn(email, "old-password-1")).response.status).toBe(401);
    expect((await signIn(email, "new-password-1")).response.status).toBe(200);

    const reused = await reset(email, code, "another-password-1");
    expect(reused.response.status).toBe(400);
    expect(reused.body).toMatchObject({ code: "INVALID_OTP" });
    expect((await signIn(email, "another-password-1")).response.status).toBe(401);
  });

  it("refuses an expired code", async () => {
    const email = await account("expired");
    const code = await requestCode(email);
    await getDb().verification.updateMany({
      where: { identifier: { contains: email } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await check(email, code);
    expect(expired.response.status).toBe(400);
    expect(expired.body).toMatchObject({ code: "OTP_EXPIRED", message: "OTP expired" });
  });

  it("locks the code after 5 wrong tries, even for the right code", async () => {
    const email = await account("attempts");
    const code = await requestCode(email);
    const wrong = code === "999999" ? "888888" : "999999";
    for (let i = 0; i < 5; i++) expect((await check(email, wrong)).body).toMatchObject({ code: "INVALID_OTP" });
    const locked = await check(email, code);
    expect(locked.response.status).toBe(403);
    expect(locked.body).toMatchObject({ code: "TOO_MANY_ATTEMPTS", message: "Too many attempts" });
  });

  it("refuses a short new password and keeps the code usable", async () => {
    const email = await account("short");
    const code = await requestCode(email);
    const short = await reset(email, code, "short");
    expect(short.response.status).toBe(400);
    expect((await reset(email, code, "long-enough-1")).response.status).toBe(200);
  });

  it("answers an unknown email exactly like a known one, and sends nothing", async () => {
    const known = await account("known");
    const unknown = uniqueEmail("unknown");
    const a = await authPostJson("/email-otp/request-password-reset", { email: known });
    const b = await authPostJson("/email-otp/request-password-reset", { email: unknown });
    expect([a.response.status, a.body]).toEqual([b.response.status, b.body]);
    expect(await getDb().outboxMessage.count({ where: { to: unknown } })).toBe(0);
  });
});

describe("account deletion", () => {
  it("needs the password, then removes the user and every row the user owns", async () => {
    const email = await account("delete", "delete-pass-1");
    const { cookie } = await signIn(email, "delete-pass-1");
    const user = await getDb().user.findUniqueOrThrow({ where: { email } });

    // A fresh session would let Better Auth delete without a password; Hookline always asks for it.
    for (const body of [{}, { password: "" }, { password: "wrong-password" }]) {
      expect((await authPostJson("/delete-user", body, { cookie })).response.status).toBe(400);
    }
    expect(await getDb().user.count({ where: { id: user.id } })).toBe(1);

    expect((await authPostJson("/delete-user", { password: "delete-pass-1" }, { cookie })).response.status).toBe(200);
    const db = getDb();
    const left = await Promise.all([
      db.user.count({ where: { id: user.id } }),
      db.session.count({ where: { userId: user.id } }),
      db.account.count({ where: { userId: user.id } }),
      db.emailConfirmation.count({ where: { userId: user.id } }),
    ]);
    expect(left).toEqual([0, 0, 0, 0]);
  });
});
