import { call } from "@/lib/api-client/call";
import { authRoutes } from "@/lib/api-client/routes/auth";
import type { AuthProviders } from "@/lib/auth/schemas";
import { authProvidersWaitMs } from "@/lib/config/auth";

const emailOnly: AuthProviders = { google: false };
let answer: Promise<AuthProviders> | null = null;

/**
 * Which sign-in methods besides email the server offers, asked once per page. A failed request, or one that takes
 * longer than `authProvidersWaitMs`, offers email only: the dialog never waits on it for long.
 */
export function authProviders(): Promise<AuthProviders> {
  answer ??= call(authRoutes.providers, undefined, { signal: AbortSignal.timeout(authProvidersWaitMs) }).then(
    (result) => (result.ok ? result.data : emailOnly),
  );
  return answer;
}
