import { describe, expect, it } from "vitest";

import { POST as verificationPost } from "@/app/api/verification/route";
import { confirmationMessages } from "@/lib/auth/callback-link";
import { hashToken } from "@/lib/auth/tokens";
import { signInSlowdown } from "@/lib/config/rate-limits";
import { getDb } from "@/lib/db";

import {
  appUrl,
  authGetJson,
  authPostJson,
  confirmationTokenIn,
  confirmToken,
  lastMailTo,
  mailTo,
  randomIp,
  signIn,
  signUp,
  uniqueEmail,
} from "../support/auth-requests";

async function recordCallback(token: string) {
  const response = await verificationPost(
    new Request(`${appUrl}/api/verification?action=callback`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    }),
    undefined,
  );
  return { response, body: (await response.json()) as Record<string, unknown> };
}

describe("sign-up and email confirmation", () => {
  it("sends a confirmation link with the token in the fragment, and does not sign the user in", async () => {
    const email = uniqueEmail("signup");
    const { response, body } = await signUp(email);
    expect(response.status).toBe(200);
    expect(body?.token).toBeNull();
    expect(response.headers.get("set-cookie") ?? "").not.toContain("session_token=");

    const message = await lastMailTo(email);
    expect(message.subject).toBe("Confirm your email for Hookline");
    expect(message.text).toMatch(new RegExp(`^${appUrl}/auth/callback#type=signup&access_token=[\\w-]{43}$`, "m"));
    expect(message.html).toContain(`href="${appUrl}/auth/callback#type=signup&amp;access_token=`);

    const token = confirmationTokenIn(message);
    const stored = await getDb().emailConfirmation.findMany({ where: { user: { email } } });
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toBe(hashToken(token));
    expect(stored[0]?.tokenHash).not.toContain(token);
  });

  it("answers a sign-up with a taken email exactly like a new one, and tells the owner instead", async () => {
    const email = uniqueEmail("taken");
    const first = await signUp(email, "first-password-1", "First Owner");
    await confirmToken(confirmationTokenIn(await lastMailTo(email)));
    const again = await signUp(email, "other-password-1", "Someone Else");
    expect(again.response.status).toBe(first.response.status);
    expect(Object.keys(again.body ?? {}).sort()).toEqual(Object.keys(first.body ?? {}).sort());
    expect(again.body?.token).toBeNull();
    expect((await mailTo(email)).map((message) => message.subject)).toEqual([
      "Confirm your email for Hookline",
      "You already have a Hookline account",
    ]);
    // The first password still works; the second did nothing.
    expect((await signIn(email, "first-password-1")).response.status).toBe(200);
    expect((await signIn(email, "other-password-1")).response.status).toBe(401);
  });

  it("sends a fresh confirmation link when an unconfirmed email signs up again", async () => {
    const email = uniqueEmail("again");
    await signUp(email, "first-password-1");
    await signUp(email, "first-password-1");
    const messages = await mailTo(email);
    expect(messages.map((message) => message.subject)).toEqual([
      "Confirm your email for Hookline",
      "Confirm your email for Hookline",
    ]);
    const latest = confirmationTokenIn(messages[1]!);
    expect(latest).not.toBe(confirmationTokenIn(messages[0]!));
    expect((await confirmToken(latest)).response.status).toBe(200);
  });

  it("confirms once; a used, unknown or expired token gets the one confirmation-failed error and changes nothing", async () => {
    const email = uniqueEmail("confirm");
    await signUp(email);
    const token = confirmationTokenIn(await lastMailTo(email));

    expect((await confirmToken(token)).response.status).toBe(200);
    expect((await getDb().user.findUniqueOrThrow({ where: { email } })).emailVerified).toBe(true);

    const reused = await confirmToken(token);
    expect(reused.response.status).toBe(400);
    expect(reused.body).toEqual({ error: { code: "invalid_input", message: confirmationMessages.failed } });
    expect((await confirmToken("not-a-real-token")).body).toEqual({
      error: { code: "invalid_input", message: confirmationMessages.failed },
    });

    const other = uniqueEmail("expired");
    await signUp(other);
    const expiredToken = confirmationTokenIn(await lastMailTo(other));
    await getDb().emailConfirmation.updateMany({
      where: { tokenHash: hashToken(expiredToken) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await confirmToken(expiredToken)).response.status).toBe(400);
    expect((await getDb().user.findUniqueOrThrow({ where: { email: other } })).emailVerified).toBe(false);
  });

  it("records the callback with the confirmation token as bearer, idempotently, and sets email_verified_v2", async () => {
    const email = uniqueEmail("callback");
    await signUp(email);
    const token = confirmationTokenIn(await lastMailTo(email));

    expect((await recordCallback(token)).response.status).toBe(401);
    await confirmToken(token);
    expect((await recordCallback(token)).body).toEqual({ recorded: true });
    expect((await recordCallback(token)).body).toEqual({ recorded: false });
    expect((await getDb().user.findUniqueOrThrow({ where: { email } })).emailVerifiedV2).toBe(true);
    expect((await recordCallback("forged")).response.status).toBe(401);
  });

  it("lets an unconfirmed user sign in and resend the confirmation, rate-limited per email", async () => {
    const email = uniqueEmail("resend");
    await signUp(email, "resend-pass-1");
    const { response, cookie } = await signIn(email, "resend-pass-1");
    expect(response.status).toBe(200);
    const session = await authGetJson("/get-session", { cookie });
    expect((session.body?.user as { emailVerified: boolean }).emailVerified).toBe(false);

    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await authPostJson("/send-verification-email", { email }, { ip: randomIp() })).response.status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
    expect(await mailTo(email)).toHaveLength(6); // the sign-up's and five resends
  });
});

describe("sign-in", () => {
  it("answers a wrong password and an unknown email the same way", async () => {
    const email = uniqueEmail("same");
    await signUp(email, "right-password-1");
    const wrong = await signIn(email, "wrong-password-1");
    const unknown = await signIn(uniqueEmail("nobody"), "wrong-password-1");
    expect(wrong.response.status).toBe(401);
    expect(unknown.response.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it("slows down, but never refuses, sign-in for an email after repeated wrong passwords from many IPs", async () => {
    const email = uniqueEmail("brute");
    await signUp(email, "right-password-1");
    const statuses: number[] = [];
    for (let i = 0; i < signInSlowdown.failures.limit; i++)
      statuses.push((await signIn(email, `guess-${i}-password`)).response.status);
    expect(statuses.every((status) => status === 401)).toBe(true);
    const started = Date.now();
    expect((await signIn(email, "guess-last-password")).response.status).toBe(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(signInSlowdown.firstDelayMs);
    // The owner's right password still gets in.
    expect((await signIn(email, "right-password-1")).response.status).toBe(200);
  });

  it("counts form-encoded attempts too: auth input must be JSON", async () => {
    const { POST } = await import("@/app/api/auth/[...all]/route");
    const response = await POST(
      new Request("http://localhost:3000/api/auth/sign-in/email", {
        method: "POST",
        headers: { origin: "http://localhost:3000", "content-type": "application/x-www-form-urlencoded" },
        body: "email=a%40b.co&password=guess-password",
      }),
      undefined,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "invalid_input", message: "Send the request body as JSON." },
    });
  });

  it("serves only the endpoints Hookline uses: OTP sign-in and email change stay closed", async () => {
    const email = uniqueEmail("closed");
    await signUp(email, "closed-pass-1");
    for (const path of [
      "/sign-in/email-otp",
      "/email-otp/send-verification-otp",
      "/email-otp/verify-email",
      "/change-email",
      "/reset-password",
      "/verify-email",
    ]) {
      const { response } = await authPostJson(path, {
        email,
        otp: "123456",
        type: "sign-in",
        newEmail: "x@example.com",
      });
      expect([path, response.status]).toEqual([path, 404]);
    }
    expect(await getDb().verification.count({ where: { identifier: { contains: email } } })).toBe(0);
  });

  it("takes cookie-signed changes from every local spelling of the app's address, and none from another site", async () => {
    const email = uniqueEmail("loopback");
    await signUp(email, "loopback-pass-1");
    const { POST: onboarding } = await import("@/app/api/onboarding/route");
    const survey = (cookie: string, origin: string) =>
      onboarding(
        new Request(`${appUrl}/api/onboarding?action=survey`, {
          method: "POST",
          headers: { cookie, origin, "content-type": "application/json" },
          body: JSON.stringify({ q1_goal: "Script", q2_role: "Creator", q3_time_per_week: 3 }),
        }),
        undefined,
      );
    const { cookie } = await signIn(email, "loopback-pass-1");
    for (const origin of ["http://127.0.0.1:3000", "http://[::1]:3000"])
      expect((await survey(cookie, origin)).status, origin).toBe(200);
    for (const origin of ["http://127.0.0.1:4000", "https://evil.example"]) {
      expect((await survey(cookie, origin)).status, `survey from ${origin}`).toBe(403);
    }
  });

  it("accepts the session as a bearer token as well as the cookie; a forged token gets nothing", async () => {
    const email = uniqueEmail("bearer");
    await signUp(email, "bearer-pass-1");
    const { cookie, bearer } = await signIn(email, "bearer-pass-1");
    expect(bearer).toMatch(/\./);
    expect((await authGetJson("/get-session", { bearer })).body?.user).toMatchObject({ email });
    expect((await authGetJson("/get-session", { cookie })).body?.user).toMatchObject({ email });
    expect((await authGetJson("/get-session", { bearer: `${bearer.split(".")[0]}.forged` })).body).toBeNull();
  });
});
