// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { ContactForm } from "./contact-form";

afterEach(cleanup);

describe("ContactForm", () => {
  it("groups its fields under a legend", () => {
    render(<ContactForm />);
    const group = screen.getByRole("group", { name: "Send us a message" });
    expect(group.tagName).toBe("FIELDSET");
    expect(group.firstElementChild?.tagName).toBe("LEGEND");
    for (const field of ["Email", "Topic", "Message"]) expect(within(group).getByLabelText(field)).toBeTruthy();
  });
});
