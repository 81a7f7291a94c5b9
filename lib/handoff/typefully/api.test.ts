import { describe, expect, it } from "vitest";

import { retryAfterSeconds, typefullyMessage } from "./api";

const answer = (status: number, body: unknown) => ({ status, body, headers: new Headers() });

describe("Typefully's answers as the sender reads them", () => {
  it("waits for Retry-After in seconds or as a date, else for the rate limit's reset, else says it cannot tell", () => {
    const now = Date.parse("2026-12-07T09:00:00.000Z");
    expect(retryAfterSeconds(new Headers({ "retry-after": "30" }), now)).toBe(30);
    expect(retryAfterSeconds(new Headers({ "retry-after": "Mon, 07 Dec 2026 09:01:00 GMT" }), now)).toBe(60);
    expect(retryAfterSeconds(new Headers({ "x-ratelimit-socialset-reset": String(now / 1000 + 90) }), now)).toBe(90);
    expect(retryAfterSeconds(new Headers(), now)).toBeNull();
  });

  it("gives Typefully's own message, with the fields a validation error names", () => {
    expect(
      typefullyMessage(
        answer(400, { error: { code: "VALIDATION_ERROR", message: "You have reached your draft limit" } }),
      ),
    ).toBe("You have reached your draft limit.");
    expect(
      typefullyMessage(
        answer(422, {
          error: {
            code: "VALIDATION_ERROR",
            message: "Some fields are invalid.",
            details: [{ field: "platforms.x.posts.0.text", message: "Must not be empty." }],
          },
        }),
      ),
    ).toBe("Some fields are invalid: platforms.x.posts.0.text: Must not be empty.");
    expect(typefullyMessage(answer(502, "<html>Bad gateway</html>"))).toBe("Typefully answered 502.");
  });
});
