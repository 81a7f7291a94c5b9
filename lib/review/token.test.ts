import { describe, expect, it } from "vitest";

import { reviewLinks } from "../config/handoff";
import { hashReviewToken, looksLikeReviewToken, newReviewToken } from "./token";

describe("review tokens", () => {
  it("are base64url of the configured bytes, different every time", () => {
    const tokens = Array.from({ length: 50 }, newReviewToken);
    expect(new Set(tokens).size).toBe(50);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(token, "base64url")).toHaveLength(reviewLinks.tokenBytes);
      expect(looksLikeReviewToken(token)).toBe(true);
    }
  });

  it("are stored as a SHA-256 hash that does not contain the token", () => {
    const token = newReviewToken();
    const hash = hashReviewToken(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
    expect(hashReviewToken(token)).toBe(hash);
    expect(hashReviewToken(newReviewToken())).not.toBe(hash);
  });

  it("refuses anything shaped otherwise before a lookup", () => {
    const token = newReviewToken();
    expect(looksLikeReviewToken(token.slice(1))).toBe(false);
    expect(looksLikeReviewToken(`${token}a`)).toBe(false);
    expect(looksLikeReviewToken(`${token.slice(1)}/`)).toBe(false);
    expect(looksLikeReviewToken("")).toBe(false);
  });
});
