import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";

import { keyHintOf, openSecret, sealSecret } from "./secrets";

describe("sealed scheduler keys", () => {
  const key = randomBytes(32);

  it("opens what it sealed, and never stores the key in the clear", () => {
    const sealed = sealSecret("pz_live_1234567890abcd", key);
    expect(sealed).not.toContain("pz_live");
    expect(sealed.startsWith("v1.")).toBe(true);
    expect(openSecret(sealed, key)).toBe("pz_live_1234567890abcd");
    // A fresh nonce each time: the same key seals differently.
    expect(sealSecret("pz_live_1234567890abcd", key)).not.toBe(sealed);
  });

  it("refuses a key sealed under another server key, or tampered with", () => {
    const sealed = sealSecret("secret", key);
    expect(() => openSecret(sealed, randomBytes(32))).toThrow(/connect it again/);
    const parts = sealed.split(".");
    parts[3] = Buffer.from("other").toString("base64url");
    expect(() => openSecret(parts.join("."), key)).toThrow(/connect it again/);
  });

  it("shows only the last four characters", () => {
    expect(keyHintOf(" abcdef1234 ")).toBe("1234");
  });
});
