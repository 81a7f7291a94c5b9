// Better Auth's routes pass the input checks the app's own routes make: a NUL in any string field or query
// parameter is a 400 in the API's error shape before Better Auth (and PostgreSQL, which refuses NUL in text) sees
// it. The walk covers every endpoint Better Auth's router has, as a signed-in user would call it.
import { describe, expect, it } from "vitest";

import { GET as authGet, POST as authPost } from "@/app/api/auth/[...all]/route";
import { servedAuthEndpoints } from "@/lib/auth/served-endpoints";
import { getAuth } from "@/lib/auth/server";

import { appUrl, authGetJson, authPostJson, randomIp, signedInUser } from "../support/auth-requests";

const nul = "Hello\u0000world@example.com";
const stringFields = ["email", "name", "password", "newPassword", "currentPassword", "token", "otp", "callbackURL"];
const nulBody = Object.fromEntries(stringFields.map((field) => [field, nul]));
const nulQuery = `?token=%00&callbackURL=%00&disableCookieCache=%00`;

type RouterEndpoint = { path: string; methods: string[] };

/** Every endpoint Better Auth's router (with Hookline's plugins) answers, read from the instance itself. */
function routerEndpoints(): RouterEndpoint[] {
  return Object.values(getAuth().api as Record<string, unknown>).flatMap((endpoint) => {
    if (typeof endpoint !== "function") return [];
    const { path, options } = endpoint as unknown as { path?: unknown; options?: { method?: unknown } };
    if (typeof path !== "string") return [];
    const method = options?.method;
    const methods = (Array.isArray(method) ? method : [method]).filter(
      (each): each is string => each === "GET" || each === "POST",
    );
    return methods.length > 0 ? [{ path, methods }] : [];
  });
}

async function send(path: string, method: string, bearer: string, body?: unknown) {
  const headers = new Headers({ origin: appUrl, "x-forwarded-for": randomIp(), authorization: `Bearer ${bearer}` });
  if (body !== undefined) headers.set("content-type", "application/json");
  const request = new Request(`${appUrl}/api/auth${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await (method === "GET" ? authGet : authPost)(request, undefined);
  return { response, body: (await response.json().catch(() => null)) as { error?: Record<string, unknown> } | null };
}

function expectEnvelope(body: { error?: Record<string, unknown> } | null, code: string) {
  expect(body?.error?.code).toBe(code);
  expect(typeof body?.error?.message).toBe("string");
}

describe("NUL in Better Auth's input", () => {
  it("serves only endpoints Better Auth's router has", () => {
    const router = routerEndpoints();
    expect(router.length).toBeGreaterThan(servedAuthEndpoints.length);
    // The router names a provider's callback by its template (/callback/:id); Hookline serves one provider's path.
    const matches = (template: string, path: string) =>
      new RegExp(`^${template.replace(/:[^/]+/g, "[^/]+")}$`).test(path);
    for (const served of servedAuthEndpoints)
      expect(
        router.some((each) => matches(each.path, served.path) && each.methods.includes(served.method)),
        served.path,
      ).toBe(true);
  });

  it("answers every served endpoint 400 with the error envelope, for NUL in the body or the query", async () => {
    const user = await signedInUser("auth-nul");
    const seen: string[] = [];
    for (const { path, method } of servedAuthEndpoints) {
      const attempts =
        method === "POST"
          ? [send(path, method, user.bearer, nulBody), send(`${path}${nulQuery}`, method, user.bearer, {})]
          : [send(`${path}${nulQuery}`, method, user.bearer)];
      for (const { response, body } of await Promise.all(attempts)) {
        seen.push(`${method} ${path}: ${response.status}`);
        expect(response.status, `${method} ${path}`).toBe(400);
        expectEnvelope(body, "invalid_input");
      }
    }
    expect(seen.length).toBeGreaterThanOrEqual(servedAuthEndpoints.length);
    // The refusals came before Better Auth acted: the user is still signed in, and the session still there.
    const session = await authGetJson("/get-session", { bearer: user.bearer });
    expect(session.response.status).toBe(200);
    expect((session.body?.user as { id?: string } | undefined)?.id).toBe(user.id);
  });

  it("refuses the reported revoke-session call with a 400 in the envelope, not an empty 500", async () => {
    const user = await signedInUser("revoke-nul");
    const { response, body } = await authPostJson(
      "/revoke-session",
      { token: "abc\u0000def" },
      { bearer: user.bearer },
    );
    expect(response.status).toBe(400);
    expect(body).toEqual({ error: { code: "invalid_input", message: "token: must not contain control characters" } });
  });

  it("never answers a 5xx on any endpoint of Better Auth's router, served or not", async () => {
    const user = await signedInUser("auth-walk");
    const served = new Set(servedAuthEndpoints.map(({ path, method }) => `${method} ${path}`));
    for (const { path, methods } of routerEndpoints()) {
      // Paths with parameters (`/:id`) are walked with a plausible value in their place.
      const concrete = path.replace(/:[^/]+/g, "x");
      for (const method of methods) {
        const { response, body } =
          method === "GET"
            ? await send(`${concrete}${nulQuery}`, method, user.bearer)
            : await send(concrete, method, user.bearer, nulBody);
        expect(response.status, `${method} ${path}`).toBeLessThan(500);
        expectEnvelope(body, served.has(`${method} ${path}`) ? "invalid_input" : "not_found");
      }
    }
  });
});
