// Scheduler API keys at rest: sealed with AES-256-GCM under CONNECTION_ENCRYPTION_KEY (or a key derived from
// BETTER_AUTH_SECRET), so a copy of the database alone reveals none. The sealed form names its version, so the
// scheme can change without losing the keys already stored.
import "server-only";

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

import { env } from "../env";
import { AppError } from "../errors";

const version = "v1";

function sealingKey(): Buffer {
  if (env.CONNECTION_ENCRYPTION_KEY) return Buffer.from(env.CONNECTION_ENCRYPTION_KEY, "base64");
  if (!env.BETTER_AUTH_SECRET)
    throw new AppError("unavailable", "Connections are not set up on this server: set CONNECTION_ENCRYPTION_KEY.");
  return Buffer.from(hkdfSync("sha256", env.BETTER_AUTH_SECRET, "hookline", "scheduler connections", 32));
}

export function sealSecret(plain: string, key: Buffer = sealingKey()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [version, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** The key sealed by `sealSecret`; a key sealed under another server key cannot be opened (the user connects again). */
export function openSecret(sealed: string, key: Buffer = sealingKey()): string {
  const [tag, iv, authTag, data] = sealed.split(".");
  if (tag !== version || !iv || !authTag || data === undefined)
    throw new AppError("conflict", "This connection's key cannot be read any more; connect it again.");
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(authTag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    throw new AppError("conflict", "This connection's key cannot be read any more; connect it again.");
  }
}

/** The key's last four characters, for telling keys apart on screen. */
export const keyHintOf = (key: string) => key.trim().slice(-4);
