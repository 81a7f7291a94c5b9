import "server-only";

import type { BetterAuthPlugin } from "better-auth";
import { validateAuthorizationCode } from "better-auth/oauth2";
import { z } from "zod";

import type { Env } from "../env";

type GoogleEnv = Pick<Env, "GOOGLE_CLIENT_ID" | "GOOGLE_CLIENT_SECRET" | "GOOGLE_ISSUER_URL">;

/** Better Auth's Google provider, when the operator configured a client: none at all otherwise. */
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

/**
 * Better Auth's Google provider talks to Google's fixed addresses. With GOOGLE_ISSUER_URL set (the tests' local
 * OpenID Connect fake), this plugin keeps that provider, its scopes, PKCE, state and profile mapping, and only moves
 * its authorization and token requests to the issuer's own endpoints, read from its discovery document.
 */
export function googleIssuerPlugin(issuer: string): BetterAuthPlugin {
  return {
    id: "hookline-google-issuer",
    init: async (context) => {
      const endpoints = await discover(issuer);
      return {
        context: {
          socialProviders: context.socialProviders.map((provider) =>
            provider.id !== "google"
              ? provider
              : {
                  ...provider,
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
                },
          ),
        },
      };
    },
  };
}
