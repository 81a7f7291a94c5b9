// Reads the fragment of a confirmation link (/auth/callback#type=signup&access_token=...). The token travels in
// the fragment so that it never reaches a server log.

export const confirmationMessages = {
  invalidLink: "Invalid confirmation link. Please try signing up again.",
  failed: "There was an error confirming your email. Please try again.",
  success: "Email confirmed successfully! Redirecting to welcome page...",
} as const;

export type CallbackLink =
  { kind: "confirm"; token: string } | { kind: "recovery"; redirectTo: string } | { kind: "invalid" };

const confirmableTypes = new Set(["signup", "magiclink"]);

export function readCallbackLink(hash: string): CallbackLink {
  const fragment = hash.replace(/^#/, "");
  const params = new URLSearchParams(fragment);
  const type = params.get("type");
  if (type === "recovery") return { kind: "recovery", redirectTo: `/reset-password#${fragment}` };
  const token = params.get("access_token")?.trim();
  if (!type || !confirmableTypes.has(type) || !token) return { kind: "invalid" };
  return { kind: "confirm", token };
}

export function confirmationLinkFor(appUrl: string, token: string): string {
  return `${appUrl}/auth/callback#type=signup&access_token=${encodeURIComponent(token)}`;
}

export function resetLinkFor(appUrl: string, email: string, code: string): string {
  const query = new URLSearchParams({ email, token: code });
  return `${appUrl}/reset-password?${query.toString()}`;
}
