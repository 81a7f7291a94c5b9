// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { DemoVideoButton } from "./demo-video-button";

afterEach(cleanup);

describe("DemoVideoButton", () => {
  it("plays the shipped tour in a dialog that exists only once asked for, and gives focus back on closing", async () => {
    const { container } = render(<DemoVideoButton />);
    const button = screen.getByRole("button", { name: "Watch Demo" });
    expect(document.querySelector("video")).toBeNull();
    expect(container.querySelector("a")).toBeNull();

    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole("dialog", { name: "A short tour of Hookline" });
    const video = dialog.querySelector("video")!;
    expect(video.getAttribute("src")).toBe("/tutorial/hookline-tour.webm");
    expect(video.controls).toBe(true);
    expect(screen.getByRole("button", { name: "Close" })).toBeTruthy();

    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.querySelector("video")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
