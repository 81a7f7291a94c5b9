import { call } from "@/lib/api-client/call";
import { authRoutes } from "@/lib/api-client/routes/auth";
import type { AuthProviders } from "@/lib/auth/schemas";

const emailOnly: AuthProviders = { google: false };
let answer: Promise<AuthProviders> | null = null;

/** Which sign-in methods besides email the server offers, asked once per page; a failed request offers email only. */
export function authProviders(): Promise<AuthProviders> {
  answer ??= call(authRoutes.providers).then((result) => (result.ok ? result.data : emailOnly));
  return answer;
}
