// The browser's API client against the real handlers: every answer a screen reads parses with the route's schema,
// so a handler and the screens cannot drift apart unnoticed. fetch is routed straight to the handlers, signed in.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { DELETE as revokeApiKey } from "@/app/api/api-keys/[id]/route";
import { POST as createApiKey } from "@/app/api/api-keys/route";
import { GET as authGet } from "@/app/api/auth/[...all]/route";
import { DELETE as deleteCopy, PATCH as updateCopy } from "@/app/api/copies/[id]/route";
import { POST as saveCopy } from "@/app/api/copies/route";
import { POST as issueExtensionKey, DELETE as revokeExtensionKey } from "@/app/api/extension/key/route";
import { POST as onboardingAction, GET as onboardingStatus } from "@/app/api/onboarding/route";
import { PUT as makeDefaultPreset } from "@/app/api/presets/[id]/default/route";
import { DELETE as deletePreset, PUT as updatePreset } from "@/app/api/presets/[id]/route";
import { POST as createPreset, GET as listPresets } from "@/app/api/presets/route";
import { GET as readUsage } from "@/app/api/usage/route";
import { call } from "@/lib/api-client/call";
import { apiKeyRoutes } from "@/lib/api-client/routes/api-keys";
import { libraryRoutes } from "@/lib/api-client/routes/library";
import { onboardingRoutes } from "@/lib/api-client/routes/onboarding";
import { presetRoutes } from "@/lib/api-client/routes/presets";
import { sessionRoutes } from "@/lib/api-client/routes/session";
import { usageRoutes } from "@/lib/api-client/routes/usage";

import { appUrl, randomIp } from "../support/auth-requests";
import { trialSubscriber } from "../support/subscribers";

type Handler = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;

const handlers: [method: string, path: RegExp, handler: Handler][] = [
  ["GET", /^\/api\/auth\/get-session$/, (request) => authGet(request, undefined)],
  ["GET", /^\/api\/usage$/, readUsage],
  ["POST", /^\/api\/copies$/, saveCopy],
  ["PATCH", /^\/api\/copies\/(?<id>[^/]+)$/, updateCopy],
  ["DELETE", /^\/api\/copies\/(?<id>[^/]+)$/, deleteCopy],
  ["GET", /^\/api\/presets$/, listPresets],
  ["POST", /^\/api\/presets$/, createPreset],
  ["PUT", /^\/api\/presets\/(?<id>[^/]+)$/, updatePreset],
  ["DELETE", /^\/api\/presets\/(?<id>[^/]+)$/, deletePreset],
  ["PUT", /^\/api\/presets\/(?<id>[^/]+)\/default$/, makeDefaultPreset],
  ["GET", /^\/api\/onboarding$/, onboardingStatus],
  ["POST", /^\/api\/onboarding$/, onboardingAction],
  ["POST", /^\/api\/api-keys$/, createApiKey],
  ["DELETE", /^\/api\/api-keys\/(?<id>[^/]+)$/, revokeApiKey],
  ["POST", /^\/api\/extension\/key$/, issueExtensionKey],
  ["DELETE", /^\/api\/extension\/key$/, revokeExtensionKey],
];

let bearer = "";

async function toHandler(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  const url = new URL(String(input), appUrl);
  const method = init.method ?? "GET";
  for (const [routeMethod, path, handler] of handlers) {
    const match = routeMethod === method ? path.exec(url.pathname) : null;
    if (!match) continue;
    const headers = new Headers(init.headers);
    headers.set("origin", appUrl);
    headers.set("x-forwarded-for", randomIp());
    headers.set("authorization", `Bearer ${bearer}`);
    const request = new Request(url, { ...init, method, headers });
    return handler(request, { params: Promise.resolve({ id: match.groups?.id ?? "" }) });
  }
  throw new Error(`no handler for ${method} ${url.pathname}`);
}

beforeEach(() => {
  vi.stubGlobal("fetch", vi.fn(toHandler));
});
afterEach(() => vi.unstubAllGlobals());

/** The data of a call that must work, or the reason it did not. */
function dataOf<T>(result: { ok: true; data: T } | { ok: false; error: { code: string; message: string } }): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.data;
}

describe("the API client against the handlers", () => {
  it("reads the session, the usage and the onboarding status a signed-in subscriber's screens show", async () => {
    const user = await trialSubscriber("client-reads", 3);
    bearer = user.bearer;
    expect(dataOf(await call(sessionRoutes.read, undefined, { cache: "no-store" }))).toEqual({ email: user.email });
    const usage = dataOf(await call(usageRoutes.read));
    expect(usage).toMatchObject({
      plan: "essential",
      status: "trialing",
      usage: { used: 3, limit: 10, isTrial: true },
    });
    expect(usage.planLabel).toContain("Essential");
    const status = dataOf(await call(onboardingRoutes.status));
    expect(status.tasks.hooks).toEqual({ status: "todo" });
    expect(dataOf(await call(onboardingRoutes.completeTask, { task: "run_demo" }))).toMatchObject({ completed: true });
    expect(
      dataOf(await call(onboardingRoutes.saveSurvey, { q1_goal: "E-Mail", q2_role: "Founder", q3_time_per_week: 4 })),
    ).toEqual({ saved: true });
  });

  it("saves, edits and deletes a copy, and a brand voice", async () => {
    bearer = (await trialSubscriber("client-writes")).bearer;
    const { copy } = dataOf(await call(libraryRoutes.save, { content: "Hello", contentType: "social" }));
    const edited = dataOf(await call(libraryRoutes.update, { favourite: true }, { params: { id: copy.id } }));
    expect(edited.copy).toMatchObject({ id: copy.id, content: "Hello", favourite: true });
    expect(dataOf(await call(libraryRoutes.remove, undefined, { params: { id: copy.id } }))).toBeUndefined();
    expect(await call(libraryRoutes.remove, undefined, { params: { id: copy.id } })).toMatchObject({
      ok: false,
      error: { code: "not_found", status: 404 },
    });

    const created = dataOf(await call(presetRoutes.create, { name: "Warm" }));
    const id = created.preset.id;
    dataOf(await call(presetRoutes.update, { name: "Warmer" }, { params: { id } }));
    dataOf(await call(presetRoutes.makeDefault, undefined, { params: { id } }));
    expect(dataOf(await call(presetRoutes.list)).presets).toMatchObject([{ id, name: "Warmer", isDefault: true }]);
    dataOf(await call(presetRoutes.remove, undefined, { params: { id } }));
  });

  it("makes and revokes an API key and the extension's key, and reads a refusal at its field", async () => {
    bearer = (await trialSubscriber("client-keys")).bearer;
    const created = dataOf(await call(apiKeyRoutes.create, { name: "Script", scopes: ["generate"] }));
    expect(created.apiKey).toMatchObject({ name: "Script", scopes: ["generate"], lastUsedAt: null });
    dataOf(await call(apiKeyRoutes.revoke, undefined, { params: { id: created.apiKey.id } }));
    const issued = dataOf(await call(apiKeyRoutes.issueExtensionKey));
    expect(issued.key.startsWith(issued.apiKey.prefix)).toBe(true);
    dataOf(await call(apiKeyRoutes.revokeExtensionKey));
    expect(await call(apiKeyRoutes.create, { name: "Script", scopes: [] })).toMatchObject({
      ok: false,
      error: { code: "invalid_input", status: 400, message: expect.stringMatching(/^scopes: /) },
    });
  });
});
