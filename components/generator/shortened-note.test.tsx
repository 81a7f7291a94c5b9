// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { ShortenedNote } from "./shortened-note";

afterEach(cleanup);

describe("the Shortened to fit note", () => {
  it("says the copy was shortened and shows what was removed and dropped one click away", () => {
    render(
      <ShortenedNote
        shortened={{
          removed: ["Headline 1: Every Single Morning"],
          dropped: ["Headline 2: Grinder That Reads Your Roast Date"],
        }}
      />,
    );
    expect(screen.getByText("Shortened to fit")).toBeTruthy();
    expect(screen.getByText(/1 ad line that could not fit was left out/)).toBeTruthy();
    const toggle = screen.getByRole("button", { name: "Show removed text" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("list", { name: "Removed text" })).toBeNull();

    fireEvent.click(toggle);
    expect(screen.getByRole("button", { name: "Hide removed text" }).getAttribute("aria-expanded")).toBe("true");
    expect(
      within(screen.getByRole("list", { name: "Removed text" })).getByText("Headline 1: Every Single Morning"),
    ).toBeTruthy();
    expect(
      within(screen.getByRole("list", { name: "Dropped ad lines" })).getByText(
        "Headline 2: Grinder That Reads Your Roast Date",
      ),
    ).toBeTruthy();
  });

  it("lists no dropped lines when only text was cut", () => {
    render(<ShortenedNote shortened={{ removed: ["#growth 🚀"], dropped: [] }} />);
    fireEvent.click(screen.getByRole("button", { name: "Show removed text" }));
    expect(screen.getByText("#growth 🚀")).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Dropped ad lines" })).toBeNull();
    expect(screen.queryByText(/left out/)).toBeNull();
  });
});
