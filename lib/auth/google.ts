import "server-only";

import type { AuthContext, BetterAuthPlugin } from "better-auth";
import { validateAuthorizationCode } from "better-auth/oauth2";
import { z } from "zod";

import type { Env } from "../env";

type GoogleEnv = Pick<Env, "GOOGLE_CLIENT_ID" | "GOOGLE_CLIENT_SECRET" | "GOOGLE_ISSUER_URL">;

/** Better Auth's Google provider, when the operator configured a client: none at all otherwise. */
export function googleConfigured(value: GoogleEnv): boolean {
  return Boolean(value.GOOGLE_CLIENT_ID && value.GOOGLE_CLIENT_SECRET);
}

export function googleProviderOf(value: GoogleEnv) {
  if (!value.GOOGLE_CLIENT_ID || !value.GOOGLE_CLIENT_SECRET) return {};
  return {
    google: {
      clientId: value.GOOGLE_CLIENT_ID,
      clientSecret: value.GOOGLE_CLIENT_SECRET,
      // Google shows its account chooser even to a browser signed in to one account: the user picks which.
      prompt: "select_account" as const,
    },
  };
}

const discoveryDocument = z.object({ authorization_endpoint: z.url(), token_endpoint: z.url() });

async function discover(issuer: string): Promise<z.infer<typeof discoveryDocument>> {
  const url = `${issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`;
  const answer = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!answer.ok) throw new Error(`Google's OpenID configuration at ${url} answered ${answer.status}`);
  return discoveryDocument.parse(await answer.json());
}

type Provider = AuthContext["socialProviders"][number];

/**
 * Hookline's rules around Better Auth's Google provider, which it otherwise keeps whole (scopes, PKCE, state,
 * profile mapping):
 * - An identity whose email Google has not verified is refused before any account is created or linked: anyone can
 *   put any address on a Google account, and an account made from it would sit waiting for the address's real owner
 *   (the sign-in lands on the error page as `unable_to_get_user_info`).
 * - With `issuer` (GOOGLE_ISSUER_URL, the tests' local OpenID Connect fake), its authorization and token requests go
 *   to the issuer's own endpoints, read from its discovery document.
 */
export function googleRulesPlugin(issuer: string | undefined): BetterAuthPlugin {
  return {
    id: "hookline-google",
    init: async (context) => {
      const endpoints = issuer ? await discover(issuer) : null;
      const withRules = (provider: Provider): Provider => ({
        ...provider,
        async getUserInfo(token) {
          const info = await provider.getUserInfo(token);
          return info?.user.emailVerified === true ? info : null;
        },
        ...(endpoints && {
          async createAuthorizationURL(data) {
            const url = await provider.createAuthorizationURL(data);
            const moved = new URL(endpoints.authorization_endpoint);
            moved.search = url.search;
            return moved;
          },
          validateAuthorizationCode: (data) =>
            validateAuthorizationCode({
              ...data,
              options: provider.options ?? {},
              tokenEndpoint: endpoints.token_endpoint,
            }),
        }),
      });
      return {
        context: {
          socialProviders: context.socialProviders.map((provider) =>
            provider.id === "google" ? withRules(provider) : provider,
          ),
        },
      };
    },
  };
}

/** Hookline never calls Google for the user: the tokens Google hands over at sign-in are not kept at all. */
export function withoutProviderTokens<T extends { providerId?: string | null }>(account: T): T {
  if (account.providerId !== "google") return account;
  return { ...account, accessToken: null, refreshToken: null, idToken: null };
}
