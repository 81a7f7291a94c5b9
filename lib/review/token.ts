// A review link's token: random bytes in the link, and only their SHA-256 hash in the database, so a copy of the
// database opens no review.
import { createHash, randomBytes } from "node:crypto";

import { reviewLinks } from "../config/handoff";

/** A new token, base64url so it travels in a path without escaping. */
export function newReviewToken(): string {
  return randomBytes(reviewLinks.tokenBytes).toString("base64url");
}

export function hashReviewToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** Whether `value` could be a token at all: anything else is refused before the database is asked. */
export function looksLikeReviewToken(value: string): boolean {
  return /^[A-Za-z0-9_-]+$/.test(value) && value.length === Math.ceil((reviewLinks.tokenBytes * 4) / 3);
}
