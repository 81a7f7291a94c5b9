// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { MergeFieldNote } from "./merge-field-note";

afterEach(cleanup);

describe("the merge field note", () => {
  it("names {first_name} as a merge field in an email that greets the reader with it", () => {
    render(<MergeFieldNote contentType="email" variant={"Subject: Hi\n\nHi {first_name},\n\nThanks."} />);
    expect(screen.getByTestId("merge-field-note").textContent).toContain(
      "{first_name} is a merge field: your email tool puts in each reader's first name.",
    );
  });

  it("says nothing for an email without it, or for other copy", () => {
    const { container } = render(<MergeFieldNote contentType="email" variant="Subject: Hi\n\nHello," />);
    expect(container.innerHTML).toBe("");
    render(<MergeFieldNote contentType="social" variant="Hi {first_name}" />);
    expect(screen.queryByTestId("merge-field-note")).toBeNull();
  });
});
