// A stand-in for Google's OpenID Connect service on 127.0.0.1, built on oauth2-mock-server (a maintained mock
// OAuth 2 / OIDC server: discovery, PKCE, signed ID tokens). In front of its authorize endpoint sits a page like
// Google's account chooser: the person picks who they are (name, email, whether Google verified that email) and
// continues or cancels, which answers `access_denied` as Google does. The token endpoint refuses a wrong client.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { OAuth2Server } from "oauth2-mock-server";

export const fakeGoogleClient = { id: "hookline-test.apps.googleusercontent.com", secret: "fake-google-secret" };

/** The chooser's path, as on Google; the mock's own authorize endpoint stays behind it. */
const chooserPath = "/o/oauth2/v2/auth";
const issuePath = "/authorize";

type Identity = { email: string; name: string; verified: boolean };

export type FakeGoogle = { issuerUrl: string; close(): Promise<void> };

const escape = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function chooserPage(query: URLSearchParams, suggested: Identity): string {
  const hidden = [...query]
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Sign in – Google Accounts</title></head><body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<h1>Choose an account</h1><p>to continue to Hookline</p>
<form method="get" action="${chooserPath}/answer">${hidden}
<p><label>Name <input name="hl_name" value="${escape(suggested.name)}"></label></p>
<p><label>Email <input name="hl_email" type="email" value="${escape(suggested.email)}"></label></p>
<p><label><input type="checkbox" name="hl_verified" value="yes" checked> Google has verified this email</label></p>
<p><button name="hl_choice" value="continue" style="min-height:44px">Continue</button>
<button name="hl_choice" value="cancel" style="min-height:44px">Cancel</button></p>
</form></body></html>`;
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(302, { location });
  response.end();
}

/** The client the token request authenticated as: HTTP Basic or the form's client_id and client_secret. */
function clientOf(request: IncomingMessage & { body?: unknown }): { id?: string; secret?: string } {
  const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? "")?.[1];
  if (basic) {
    const [id, secret] = Buffer.from(basic, "base64").toString().split(":").map(decodeURIComponent);
    return { id, secret };
  }
  const body = (request.body ?? {}) as Record<string, unknown>;
  return { id: String(body.client_id ?? ""), secret: String(body.client_secret ?? "") };
}

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const server = new OAuth2Server(undefined, undefined, { endpoints: { authorize: issuePath } });
  await server.issuer.keys.generate("RS256");
  await server.start(0, "127.0.0.1");
  const issuerUrl = server.issuer.url ?? "";
  const service = server.service;
  const chosen = new Map<string, Identity>();
  let suggestions = 0;

  service.on("beforeWellKnownOpenIdConfiguration", (document: { body: Record<string, unknown> }) => {
    document.body.authorization_endpoint = `${issuerUrl}${chooserPath}`;
  });
  service.addRoute("GET", chooserPath, (request, response) => {
    suggestions += 1;
    const query = new URL(request.url ?? "", issuerUrl).searchParams;
    const suggested = {
      name: `Google User ${suggestions}`,
      email: `google-${randomUUID()}@example.com`,
      verified: true,
    };
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(chooserPage(query, suggested));
  });
  service.addRoute("GET", `${chooserPath}/answer`, (request, response) => {
    const query = new URL(request.url ?? "", issuerUrl).searchParams;
    const back = new URL(query.get("redirect_uri") ?? "");
    if (query.get("hl_choice") !== "continue") {
      back.searchParams.set("error", "access_denied");
      const state = query.get("state");
      if (state) back.searchParams.set("state", state);
      return redirect(response, back.href);
    }
    redirect(response, `${issuerUrl}${issuePath}?${query}`);
  });
  service.on("beforeAuthorizeRedirect", (target: { url: URL }, request: IncomingMessage & { query?: unknown }) => {
    const query = (request.query ?? {}) as Record<string, string | undefined>;
    const code = target.url.searchParams.get("code");
    if (!code) return;
    chosen.set(code, {
      email: query.hl_email ?? "",
      name: query.hl_name ?? "",
      verified: query.hl_verified === "yes",
    });
  });
  service.on(
    "beforeTokenSigning",
    (token: { payload: Record<string, unknown> }, request: IncomingMessage & { body?: unknown }) => {
      const code = String(((request.body ?? {}) as Record<string, unknown>).code ?? "");
      const identity = chosen.get(code);
      if (!identity) return;
      Object.assign(token.payload, {
        sub: `google-${Buffer.from(identity.email.toLowerCase()).toString("hex")}`,
        email: identity.email,
        email_verified: identity.verified,
        name: identity.name,
      });
    },
  );
  service.on(
    "beforeResponse",
    (answer: { body: unknown; statusCode: number }, request: IncomingMessage & { body?: unknown }) => {
      const client = clientOf(request);
      if (client.id === fakeGoogleClient.id && client.secret === fakeGoogleClient.secret) return;
      answer.statusCode = 401;
      answer.body = { error: "invalid_client", error_description: "The OAuth client was not found." };
    },
  );

  return { issuerUrl, close: () => server.stop() };
}
