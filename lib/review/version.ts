import { createHash } from "node:crypto";

/** A short name for an asset's text, which changes whenever the text does. */
export const textVersion = (text: string) => createHash("sha256").update(text).digest("base64url").slice(0, 22);
