import "server-only";
import { authRateLimits } from "../config/auth";
import { enforce, ipSubject, type Check } from "../rate-limit";

type Limits = { ip: Check["rule"]; email?: Check["rule"] };

/** Better Auth endpoints (path after /api/auth) and the limits each one counts against. */
const limitsByEndpoint: Record<string, Limits> = {
  "/sign-in/email": authRateLimits.signIn,
  "/sign-up/email": authRateLimits.signUp,
  "/send-verification-email": authRateLimits.resend,
  "/email-otp/request-password-reset": authRateLimits.resetRequest,
  "/forget-password/email-otp": authRateLimits.resetRequest,
  "/email-otp/send-verification-otp": authRateLimits.resetRequest,
  "/email-otp/check-verification-otp": authRateLimits.resetVerify,
  "/email-otp/reset-password": authRateLimits.resetVerify,
  // Both take the current password, so they are guessing surfaces too.
  "/change-password": { ip: authRateLimits.signIn.ip },
  "/delete-user": { ip: authRateLimits.signIn.ip },
};

export function limitsFor(pathname: string): Limits | undefined {
  const endpoint = pathname.replace(/^\/api\/auth/, "").replace(/\/+$/, "");
  return limitsByEndpoint[endpoint];
}

async function emailOf(request: Request): Promise<string | undefined> {
  try {
    const body: unknown = await request.clone().json();
    const email = typeof body === "object" && body !== null ? (body as { email?: unknown }).email : undefined;
    return typeof email === "string" && email.trim() ? email.trim().toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/** Counts an auth request per IP and per email; throws the 429 AppError (with Retry-After) when over a limit. */
export async function limitAuthRequest(request: Request): Promise<void> {
  const limits = limitsFor(new URL(request.url).pathname);
  if (!limits) return;
  const checks: Check[] = [{ rule: limits.ip, subject: ipSubject(request) }];
  const email = limits.email ? await emailOf(request) : undefined;
  if (limits.email && email) checks.push({ rule: limits.email, subject: `email:${email}` });
  await enforce(checks);
}
