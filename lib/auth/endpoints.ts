import "server-only";
import { z } from "zod";
import { authRateLimits } from "../config/auth";
import { AppError } from "../errors";
import { enforce, ipSubject, type Check } from "../rate-limit";
import { changePasswordInput, deleteAccountInput, newPasswordField, signUpInput } from "./schemas";

type Limits = { ip: Check["rule"]; email?: Check["rule"] };
type Endpoint = { method: "GET" | "POST"; limits?: Limits; schema?: z.ZodType };

/**
 * The Better Auth endpoints Hookline serves (path after /api/auth), each with its limits and the input schema the
 * forms share. Anything else Better Auth or its plugins could answer (OTP sign-in, email change, token links)
 * stays closed.
 */
const endpoints: Record<string, Endpoint> = {
  "/get-session": { method: "GET" },
  "/list-sessions": { method: "GET" },
  "/sign-in/email": { method: "POST", limits: authRateLimits.signIn },
  "/sign-up/email": { method: "POST", limits: authRateLimits.signUp, schema: signUpInput },
  "/sign-out": { method: "POST" },
  "/send-verification-email": { method: "POST", limits: authRateLimits.resend },
  "/email-otp/request-password-reset": { method: "POST", limits: authRateLimits.resetRequest },
  "/email-otp/check-verification-otp": { method: "POST", limits: authRateLimits.resetVerify },
  "/email-otp/reset-password": { method: "POST", limits: authRateLimits.resetVerify, schema: z.object({ password: newPasswordField }) },
  // Both take the current password, so they are guessing surfaces too.
  "/change-password": { method: "POST", limits: { ip: authRateLimits.signIn.ip }, schema: changePasswordInput },
  "/delete-user": { method: "POST", limits: { ip: authRateLimits.signIn.ip }, schema: deleteAccountInput },
  "/revoke-sessions": { method: "POST" },
  "/revoke-other-sessions": { method: "POST" },
  "/revoke-session": { method: "POST" },
};

export function endpointFor(pathname: string): Endpoint | undefined {
  return endpoints[pathname.replace(/^\/api\/auth/, "").replace(/\/+$/, "")];
}

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  if (!request.headers.get("content-type")?.toLowerCase().startsWith("application/json")) {
    throw new AppError("invalid_input", "Send the request body as JSON.");
  }
  try {
    const body: unknown = await request.clone().json();
    if (typeof body === "object" && body !== null && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new AppError("invalid_json", "The request body must be a JSON object.");
}

/**
 * Checks an auth request before Better Auth sees it: the endpoint must be one Hookline serves; a request that
 * carries input must be JSON that passes the form's schema; limited endpoints count per IP and per email (429
 * with Retry-After when over).
 */
export async function admitAuthRequest(request: Request): Promise<void> {
  const endpoint = endpointFor(new URL(request.url).pathname);
  if (!endpoint || endpoint.method !== request.method) throw new AppError("not_found", "Not found.");
  if (!endpoint.limits && !endpoint.schema) return;
  const body = await jsonBody(request);
  if (endpoint.schema) endpoint.schema.parse(body);
  if (!endpoint.limits) return;
  const checks: Check[] = [{ rule: endpoint.limits.ip, subject: ipSubject(request) }];
  const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
  if (endpoint.limits.email && email) checks.push({ rule: endpoint.limits.email, subject: `email:${email}` });
  await enforce(checks);
}
