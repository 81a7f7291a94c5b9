/**
 * The digest Next stamps on an error it caught on the server: the error page shows it as the visitor's reference,
 * and the server's log line for that error carries it too.
 */
export function digestOf(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("digest" in error)) return undefined;
  const { digest } = error;
  return typeof digest === "string" && digest !== "" ? digest : undefined;
}

/** The digest of a page error caused by a database outage: the error screen says "We'll be right back" for it. */
export const outageDigest = "HOOKLINE_DATABASE_UNAVAILABLE";
