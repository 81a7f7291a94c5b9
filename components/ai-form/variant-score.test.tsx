// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { brief } from "@/lib/generator/fixtures/briefs";
import { scoreVariant } from "@/lib/scoring/score";

import { VariantScore } from "./variant-score";

afterEach(cleanup);

const result = scoreVariant(
  brief("linkedin"),
  "Here is something to think about.\n\nWe changed how we work. It went well.",
);

describe("a variant's score", () => {
  it("shows the score and every check with its state in words and its reason", () => {
    render(<VariantScore result={result} />);
    expect(screen.getByText(`Score ${result.score}/100`).tagName).toBe("STRONG");
    const checks = within(screen.getByRole("list", { name: "Score checks" })).getAllByRole("listitem");
    expect(checks).toHaveLength(result.checks.length);
    const hook = checks.find((item) => item.textContent?.startsWith("Specific hook"));
    expect(hook?.textContent).toBe(
      "Specific hook · FailedOpening line has no number, name, question or “you” to catch the eye",
    );
    const fold = checks.find((item) => item.textContent?.startsWith("Fits the fold"));
    expect(fold?.textContent).toContain("Fits the fold · Passed");
    expect(screen.queryByText("Better variant")).toBeNull();
  });

  it("sums the score up in one line, and the checks open and fold under it", () => {
    render(<VariantScore result={result} />);
    const failed = result.checks.filter((check) => !check.pass).length;
    expect(screen.getByTestId("score-summary").textContent).toBe(
      `· ${failed} ${failed === 1 ? "check needs" : "checks need"} work`,
    );
    const toggle = screen.getByRole("button", { name: "Show checks" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(toggle.getAttribute("aria-controls")).toBe(screen.getByRole("list", { name: "Score checks" }).id);
    fireEvent.click(toggle);
    expect(screen.getByRole("button", { name: "Hide checks" }).getAttribute("aria-expanded")).toBe("true");
  });

  it("marks the better variant", () => {
    render(<VariantScore result={result} better />);
    expect(screen.getByText("Better variant")).toBeTruthy();
  });
});
