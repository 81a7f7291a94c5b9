// Drives the real route handlers the way a browser would: JSON bodies, Origin, cookies, and an IP of its own
// per test so rate limits of one test do not leak into another.
import { randomInt } from "node:crypto";

import { GET as authGet, POST as authPost } from "@/app/api/auth/[...all]/route";
import { GET as devMail } from "@/app/api/dev/mail/route";
import { POST as confirmPost } from "@/app/api/email-confirmation/route";

export const appUrl = "http://localhost:3000";

export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${randomInt(1_000_000)}@example.com`;
}

type Options = { ip?: string; cookie?: string; bearer?: string; headers?: Record<string, string> };

function request(path: string, method: string, body: unknown, options: Options): Request {
  const headers = new Headers({ origin: appUrl, "x-forwarded-for": options.ip ?? randomIp(), ...options.headers });
  if (body !== undefined) headers.set("content-type", "application/json");
  if (options.cookie) headers.set("cookie", options.cookie);
  if (options.bearer) headers.set("authorization", `Bearer ${options.bearer}`);
  return new Request(`${appUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export async function authPostJson(path: string, body: unknown, options: Options = {}) {
  const response = await authPost(request(`/api/auth${path}`, "POST", body, options), undefined);
  return { response, body: (await response.json().catch(() => null)) as Record<string, unknown> | null };
}

export async function authGetJson(path: string, options: Options = {}) {
  const response = await authGet(request(`/api/auth${path}`, "GET", undefined, options), undefined);
  return { response, body: (await response.json().catch(() => null)) as Record<string, unknown> | null };
}

export type OutboxMessage = { to: string; subject: string; text: string; html: string; createdAt: string };

export async function mailTo(email: string): Promise<OutboxMessage[]> {
  const response = await devMail(new Request(`${appUrl}/api/dev/mail?to=${encodeURIComponent(email)}`), undefined);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

export async function lastMailTo(email: string): Promise<OutboxMessage> {
  const messages = await mailTo(email);
  const last = messages.at(-1);
  if (!last) throw new Error(`no mail to ${email}`);
  return last;
}

export function confirmationTokenIn(message: OutboxMessage): string {
  const match = message.text.match(/\/auth\/callback#type=signup&access_token=([\w-]+)/);
  if (!match?.[1]) throw new Error("no confirmation link in the message");
  return match[1];
}

export function resetCodeIn(message: OutboxMessage): string {
  const match = message.text.match(/reset-password\?email=[^&\s]+&token=(\d{6})/);
  if (!match?.[1]) throw new Error("no reset link in the message");
  return match[1];
}

export async function confirmToken(token: string) {
  const response = await confirmPost(
    new Request(`${appUrl}/api/email-confirmation`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": randomIp() },
      body: JSON.stringify({ token }),
    }),
    undefined,
  );
  return { response, body: (await response.json()) as Record<string, unknown> };
}

export async function signUp(email: string, password = "correct-horse-1", name = "Test User") {
  return authPostJson("/sign-up/email", { name, email, password });
}

/** Signs in and returns the session cookie and the bearer token Better Auth hands out. */
export async function signIn(email: string, password: string) {
  const { response, body } = await authPostJson("/sign-in/email", { email, password });
  const setCookie = response.headers.get("set-cookie") ?? "";
  const cookie = setCookie.match(/better-auth\.session_token=[^;]+/)?.[0] ?? "";
  return { response, body, cookie, bearer: response.headers.get("set-auth-token") ?? "" };
}

/** Confirms `email` through the link of the last mail it was sent, as its owner clicking it would. */
export async function confirmEmailOf(email: string) {
  const { response } = await confirmToken(confirmationTokenIn(await lastMailTo(email)));
  if (response.status !== 200) throw new Error(`could not confirm ${email}`);
}

/**
 * A signed-in user, confirmed unless told otherwise (unconfirmed users may sign in, but not spend units or choose a
 * plan): its id and the bearer token API requests can carry.
 */
export async function signedInUser(
  label: string,
  { confirmed = true }: { confirmed?: boolean } = {},
): Promise<{ id: string; email: string; bearer: string }> {
  const email = uniqueEmail(label);
  await signUp(email);
  if (confirmed) await confirmEmailOf(email);
  const { body, bearer } = await signIn(email, "correct-horse-1");
  const id = (body as { user?: { id?: string } } | null)?.user?.id;
  if (!id || !bearer) throw new Error(`could not sign in ${email}`);
  return { id, email, bearer };
}
