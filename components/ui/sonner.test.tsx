// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";

import { Toaster } from "./sonner";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("Toaster", () => {
  it("shows a toast for the product's 5000 ms, then removes it", async () => {
    render(<Toaster />);
    await screen.findByRole("region", { name: /notifications/i }); // mounted after hydration
    vi.useFakeTimers();
    act(() => {
      toast("Message sent successfully", { description: "We'll get back to you as soon as possible." });
      vi.advanceTimersByTime(1); // sonner adds toasts on the next tick
    });
    expect(screen.getByText("Message sent successfully")).toBeTruthy();
    act(() => vi.advanceTimersByTime(4800));
    expect(screen.queryByText("Message sent successfully")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText("Message sent successfully")).toBeNull();
  });
});
