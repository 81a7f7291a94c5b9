// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { RoiCalculator } from "./roi-calculator";

afterEach(cleanup);

describe("RoiCalculator", () => {
  it("names the slider with its label and shows the hours in an output outside the label", () => {
    const { container } = render(<RoiCalculator />);
    const slider = screen.getByRole("slider", { name: "Hours you spend writing copy each week:" });
    const output = container.querySelector("output")!;
    expect(output.closest("label")).toBeNull();
    expect(output.htmlFor.value).toBe(slider.id);
    expect(output.parentElement!.textContent).toBe("Hours you spend writing copy each week: 10");
    fireEvent.change(slider, { target: { value: "25" } });
    expect(output.textContent).toBe("25");
  });
});
