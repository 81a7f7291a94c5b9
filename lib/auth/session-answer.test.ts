import { describe, expect, it } from "vitest";

import { sessionAnswer } from "./session-answer";

describe("sessionAnswer", () => {
  it("reads the signed-in user's email, and a visitor as null", () => {
    expect(sessionAnswer.safeParse({ session: {}, user: { email: "sam@example.com", id: "u1" } })).toEqual({
      success: true,
      data: { email: "sam@example.com" },
    });
    expect(sessionAnswer.safeParse(null)).toEqual({ success: true, data: null });
    expect(sessionAnswer.safeParse({ user: { email: "" } })).toEqual({ success: true, data: null });
  });

  it("does not read an answer that is not a session", () => {
    expect(sessionAnswer.safeParse("<html>")).toEqual({ success: false });
  });
});
