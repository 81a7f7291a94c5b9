import { describe, expect, it } from "vitest";

import { contactFieldErrors, contactInput } from "./schema";

describe("contact input", () => {
  it("answers each field with the product's text", () => {
    const result = contactInput.safeParse({ email: "nope", topic: "", message: "too short" });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(contactFieldErrors(result.error)).toEqual({
        email: "Please enter a valid email address",
        topic: "Please select a topic",
        message: "Message must be at least 10 characters",
      });
    }
  });

  it("accepts exactly the five topics", () => {
    for (const topic of ["bug", "feature", "privacy", "feedback", "other"]) {
      expect(contactInput.safeParse({ email: "a@b.co", topic, message: "0123456789" }).success).toBe(true);
    }
    expect(contactInput.safeParse({ email: "a@b.co", topic: "sales", message: "0123456789" }).success).toBe(false);
  });

  it("normalises the email", () => {
    expect(
      contactInput.parse({ email: " Ann@Example.com ", topic: "privacy", message: "Please delete my data." }),
    ).toEqual({
      email: "ann@example.com",
      topic: "privacy",
      message: "Please delete my data.",
    });
  });
});
