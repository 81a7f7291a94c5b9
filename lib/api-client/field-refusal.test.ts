import { describe, expect, it } from "vitest";

import type { ApiError } from "./api-error";
import { fieldRefusal } from "./field-refusal";

const invalid = (message: string): ApiError => ({ code: "invalid_input", message, status: 400 });
const fields = ["name", "scopes"] as const;

describe("fieldRefusal", () => {
  it("names the field a refusal is about, and says the rest as a sentence", () => {
    expect(fieldRefusal(invalid("name: must not contain control characters"), fields)).toEqual({
      field: "name",
      message: "Must not contain control characters",
    });
    expect(fieldRefusal(invalid("scopes.0: Choose scopes from the list."), fields)).toEqual({
      field: "scopes",
      message: "Choose scopes from the list.",
    });
  });

  it("is null for another field, a message naming none, and any other refusal", () => {
    expect(fieldRefusal(invalid("topic: Please select a topic"), fields)).toBeNull();
    expect(fieldRefusal(invalid("Send the request body as JSON."), fields)).toBeNull();
    expect(fieldRefusal({ code: "conflict", message: "name: taken", status: 409 }, fields)).toBeNull();
  });
});
