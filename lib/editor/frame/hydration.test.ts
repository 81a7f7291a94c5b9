// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";

import { watchHydration } from "./hydration.ts";
import type { HydrationStatus } from "./protocol.ts";

describe("hydration status", () => {
  it("starts at no_error, turns error on a Hydration failed message, and keeps it", () => {
    const silent = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const statuses: HydrationStatus[] = [];
    const stop = watchHydration(window, (status) => statuses.push(status));
    console.error("Warning: something unrelated");
    expect(statuses).toEqual(["no_error"]);
    console.error(new Error("Hydration failed because the server rendered HTML didn't match the client."));
    window.dispatchEvent(new ErrorEvent("error", { message: "TypeError: x is undefined" }));
    expect(statuses).toEqual(["no_error", "error"]);
    stop();
    silent.mockRestore();
  });

  it("reports other_error for another uncaught error", () => {
    const statuses: HydrationStatus[] = [];
    const stop = watchHydration(window, (status) => statuses.push(status));
    window.dispatchEvent(new ErrorEvent("error", { message: "TypeError: x is undefined" }));
    expect(statuses).toEqual(["no_error", "other_error"]);
    stop();
  });
});
