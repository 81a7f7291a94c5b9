import { createHash, randomBytes } from "node:crypto";

/** A URL-safe random token of 256 bits. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens are stored as their SHA-256 only; a database leak reveals no working link. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
