import { describe, expect, it } from "vitest";

import { clientError, refusalError, wordsFor } from "./api-error";

describe("wordsFor", () => {
  const checkout = (error: Parameters<typeof wordsFor>[0]) =>
    wordsFor(error, "Please try again in a moment.", "Check your connection and try again.");

  it("keeps the server's own words for a refusal", () => {
    const refused = refusalError(409, { error: { code: "conflict", message: "You already have a plan." } });
    expect(refused.generic).toBeUndefined();
    expect(checkout(refused)).toBe("You already have a plan.");
  });

  it("uses the screen's words when the server sent none, and its offline words when no answer came", () => {
    expect(checkout(refusalError(502, "<html>Bad Gateway</html>"))).toBe("Please try again in a moment.");
    expect(checkout(refusalError(400, { error: { code: "invalid_input" } }))).toBe("Please try again in a moment.");
    expect(checkout(clientError("invalid_answer", 200))).toBe("Please try again in a moment.");
    expect(checkout(clientError("network_error"))).toBe("Check your connection and try again.");
  });

  it("uses one fallback for both when the screen names no offline wording", () => {
    expect(wordsFor(clientError("network_error"), "Please try again.")).toBe("Please try again.");
  });
});
