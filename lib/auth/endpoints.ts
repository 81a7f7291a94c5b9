import "server-only";

import { z } from "zod";

import { authRateLimits, signInSlowdown } from "../config/rate-limits";
import {
  AppError,
  jsonFromText,
  readJsonBody,
  refuseControlCharactersInQuery,
  requireJsonContentType,
  withHeaders,
} from "../errors";
import { readBodyText } from "../input/read-body";
import { countOf, enforce, hit, ipSubject, type Check } from "../rate-limit";
import { isKnownDevice, knownDeviceCookie } from "./known-device";
import {
  changePasswordInput,
  deleteAccountInput,
  emailField,
  newPasswordField,
  signUpInput,
  socialSignInInput,
} from "./schemas";
import { servedAuthEndpoints, type ServedAuthPath } from "./served-endpoints";
import { slowdownMs } from "./sign-in-slowdown";

type Limits = { ip: Check["rule"]; email?: Check["rule"]; emailFromIp?: Check["rule"] };
/** `slowsDown`: a password check, whose attempts wait longer as wrong passwords for the email add up. */
type Rules = { limits?: Limits; schema?: z.ZodType; slowsDown?: boolean };
type Endpoint = Rules & { method: "GET" | "POST" };

/**
 * The Better Auth endpoints Hookline serves (`servedAuthEndpoints`), each with its limits and the input schema the
 * forms share. Anything else Better Auth or its plugins could answer (OTP sign-in, email change, token links)
 * stays closed.
 */
const rules: Record<ServedAuthPath, Rules> = {
  "/get-session": {},
  "/list-sessions": {},
  "/sign-in/email": { limits: authRateLimits.signIn, slowsDown: true },
  "/sign-up/email": { limits: authRateLimits.signUp, schema: signUpInput },
  // Starts a Google sign-in (state and PKCE kept by Better Auth); the callback is Google's redirect back here.
  "/sign-in/social": { limits: { ip: authRateLimits.signIn.ip }, schema: socialSignInInput },
  "/callback/google": {},
  "/sign-out": {},
  "/send-verification-email": { limits: authRateLimits.resend },
  "/email-otp/request-password-reset": { limits: authRateLimits.resetRequest },
  "/email-otp/check-verification-otp": { limits: authRateLimits.resetVerify },
  "/email-otp/reset-password": { limits: authRateLimits.resetVerify, schema: z.object({ password: newPasswordField }) },
  // Both take the current password, so they are guessing surfaces too.
  "/change-password": { limits: { ip: authRateLimits.signIn.ip }, schema: changePasswordInput },
  "/delete-user": { limits: { ip: authRateLimits.signIn.ip }, schema: deleteAccountInput },
  "/revoke-sessions": {},
  "/revoke-other-sessions": {},
  "/revoke-session": {},
};

export function endpointFor(pathname: string): Endpoint | undefined {
  const path = pathname.replace(/^\/api\/auth/, "").replace(/\/+$/, "");
  const served = servedAuthEndpoints.find((endpoint) => endpoint.path === path);
  return served && { ...rules[served.path], method: served.method };
}

/** The body of an auth request, read from a copy (Better Auth reads the original) with the API's own checks. */
async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  const body = await readJsonBody(request.clone());
  if (typeof body === "object" && body !== null && !Array.isArray(body)) return body as Record<string, unknown>;
  throw new AppError("invalid_json", "The request body must be a JSON object.");
}

/** A body an endpoint may do without (sign-out, revoking sessions): none at all, or JSON held to the same checks. */
async function optionalJsonBody(request: Request): Promise<void> {
  const text = await readBodyText(request.clone());
  if (text.trim() === "") return;
  requireJsonContentType(request);
  jsonFromText(text);
}

const emailInput = z.object({ email: emailField });

export type Admission = {
  /** Counts what the answer says (a wrong password, or a browser that now knows the email) once Better Auth has answered. */
  settle(response: Response): Promise<Response>;
};

const nothingToSettle: Admission = { settle: async (response) => response };

/**
 * Checks an auth request before Better Auth sees it: the endpoint must be one Hookline serves; a request that
 * carries input must be JSON that passes the form's schema; limited endpoints count per IP, per email from that IP
 * and per email (429 with Retry-After when over). Sign-in from a browser that signed in to the email before is never
 * held per email; from anywhere else it waits longer the more wrong passwords the email has had lately, up to a
 * ceiling of attempts. The answer settles whether this one was another wrong password, or marks the browser known.
 */
export async function admitAuthRequest(request: Request): Promise<Admission> {
  const endpoint = endpointFor(new URL(request.url).pathname);
  if (!endpoint || endpoint.method !== request.method) throw new AppError("not_found", "Not found.");
  // Better Auth hands query strings and bodies to the database as they come, and PostgreSQL refuses NUL in text:
  // every auth request passes the checks the app's own routes make before Better Auth sees it.
  refuseControlCharactersInQuery(request);
  if (!endpoint.limits && !endpoint.schema) {
    // Better Auth reads any body whole, even where it needs none: it is held to the size limit here, and one
    // that is there at all must be JSON without control characters.
    if (request.method === "POST") await optionalJsonBody(request);
    return nothingToSettle;
  }
  const body = await jsonBody(request);
  if (endpoint.schema) endpoint.schema.parse(body);
  if (!endpoint.limits) return nothingToSettle;
  const ip = ipSubject(request);
  const checks: Check[] = [{ rule: endpoint.limits.ip, subject: ip }];
  // The email is checked (a real address, at most 254 characters) before it becomes part of any counter's key.
  const email = body.email === undefined ? undefined : emailInput.parse(body).email;
  if (email && endpoint.limits.email) checks.push({ rule: endpoint.limits.email, subject: `email:${email}` });
  if (email && endpoint.limits.emailFromIp)
    checks.push({ rule: endpoint.limits.emailFromIp, subject: `email:${email}:${ip}` });
  const known = Boolean(email && endpoint.slowsDown && isKnownDevice(request, email));
  if (email && endpoint.slowsDown && !known)
    checks.push({ rule: signInSlowdown.unknownDevices, subject: `email:${email}` });
  await enforce(checks);
  if (!email || !endpoint.slowsDown) return nothingToSettle;
  if (!known) await waitFor(slowdownMs(await countOf(signInSlowdown.failures, email)));
  return {
    settle: async (response) => {
      if (response.status === 401) await hit(signInSlowdown.failures, email);
      return response.ok
        ? withHeaders(response, (headers) => headers.append("set-cookie", knownDeviceCookie(email)))
        : response;
    },
  };
}

const waitFor = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve());
