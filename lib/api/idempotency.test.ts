import { describe, expect, it } from "vitest";

import { AppError } from "../errors";
import { fingerprintOf, idempotencyKeyOf } from "./idempotency";

const withKey = (key: string | null) =>
  new Request("http://localhost:3000/api/v1/generate", {
    method: "POST",
    headers: key === null ? {} : { "idempotency-key": key },
  });

describe("the Idempotency-Key header", () => {
  it("is optional, and taken as sent when it is 1 to 255 printable characters", () => {
    expect(idempotencyKeyOf(withKey(null))).toBeNull();
    expect(idempotencyKeyOf(withKey("7b0e6a1c-2f43-4c1e-9a55-0d1f8c1d2e3f"))).toBe(
      "7b0e6a1c-2f43-4c1e-9a55-0d1f8c1d2e3f",
    );
    expect(idempotencyKeyOf(withKey("x".repeat(255)))).toHaveLength(255);
  });

  it("refuses an empty, too long or spaced key with 400 and says what a key looks like", () => {
    for (const key of ["", "x".repeat(256), "two words"]) {
      const refusal = (() => {
        try {
          idempotencyKeyOf(withKey(key));
        } catch (error) {
          return error;
        }
      })();
      expect(refusal, JSON.stringify(key)).toBeInstanceOf(AppError);
      expect((refusal as AppError).status).toBe(400);
      expect((refusal as AppError).message).toContain("such as a UUID");
    }
  });
});

describe("a request's fingerprint", () => {
  it("is the same for the same method, path, query and body, and differs when any of them differs", () => {
    const base = fingerprintOf("POST", "http://localhost:3000/api/v1/library?a=1", '{"content":"Hi"}');
    expect(fingerprintOf("POST", "https://other.host/api/v1/library?a=1", '{"content":"Hi"}')).toBe(base);
    expect(fingerprintOf("PATCH", "http://localhost:3000/api/v1/library?a=1", '{"content":"Hi"}')).not.toBe(base);
    expect(fingerprintOf("POST", "http://localhost:3000/api/v1/voices?a=1", '{"content":"Hi"}')).not.toBe(base);
    expect(fingerprintOf("POST", "http://localhost:3000/api/v1/library?a=2", '{"content":"Hi"}')).not.toBe(base);
    expect(fingerprintOf("POST", "http://localhost:3000/api/v1/library?a=1", '{"content":"Hello"}')).not.toBe(base);
  });
});
