// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const call = vi.fn();
const stream = vi.fn();
vi.mock("@/lib/api-client/call", async (original) => ({
  ...(await original<typeof import("@/lib/api-client/call")>()),
  call: (...args: unknown[]) => call(...args),
  stream: (...args: unknown[]) => stream(...args),
}));

// Through the button the pages show: the dialog is loaded on its first click.
const { BufferExportButton } = await import("./buffer-export-button");

afterEach(cleanup);

const summary = {
  name: "spring-launch-x.csv",
  files: [{ name: "spring-launch-x.csv", channel: "x", rows: 3, content: "" }],
  held: [
    {
      assetId: "a",
      channel: "x",
      reason: "over_limit",
      message: "X 4 is 291 of 280 weighted characters: shorten it to hand it over.",
    },
  ],
};

beforeEach(() => {
  call.mockReset();
  stream.mockReset();
  call.mockResolvedValue({ ok: true, data: summary });
});

describe("the Buffer export dialog", () => {
  it("starts on the browser's time zone, shows what goes and what is held, and asks again on the free plan", async () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    render(<BufferExportButton target={{ kind: "campaign", campaignId: "c1" }} />);
    fireEvent.click(screen.getByRole("button", { name: "Export for Buffer" }));
    expect(await screen.findByRole("combobox", { name: "Time zone" })).toHaveProperty("value", zone);
    expect(await screen.findByText("spring-launch-x.csv (3 posts)")).toBeTruthy();
    expect(screen.getByText("X 4 is 291 of 280 weighted characters: shorten it to hand it over.")).toBeTruthy();
    expect(call).toHaveBeenLastCalledWith(
      expect.objectContaining({ path: "/api/campaigns/:id/exports/buffer?preview" }),
      { timeZone: zone, time: "09:00", freePlan: false },
      expect.objectContaining({ params: { id: "c1" } }),
    );

    fireEvent.click(screen.getByRole("checkbox", { name: "Buffer free plan (10 posts per file)" }));
    await waitFor(() =>
      expect(call).toHaveBeenLastCalledWith(
        expect.anything(),
        { timeZone: zone, time: "09:00", freePlan: true },
        expect.anything(),
      ),
    );
    expect(screen.getByRole("button", { name: "Download CSV" })).toBeTruthy();
  });

  it("shows the server's words when the time zone is not one", async () => {
    const refusal = {
      ok: false,
      error: {
        code: "invalid_input",
        message: "Choose a time zone such as Europe/Berlin or America/New_York.",
        status: 400,
      },
    };
    call.mockImplementation((_route: unknown, input: { timeZone: string }) =>
      Promise.resolve(input.timeZone === "Mars/Olympus" ? refusal : { ok: true, data: summary }),
    );
    render(<BufferExportButton target={{ kind: "library", savedCopyIds: ["00000000-0000-4000-8000-000000000001"] }} />);
    fireEvent.click(screen.getByRole("button", { name: "Export for Buffer" }));
    expect(await screen.findByText("spring-launch-x.csv (3 posts)")).toBeTruthy();
    fireEvent.change(screen.getByRole("combobox", { name: "Time zone" }), { target: { value: "Mars/Olympus" } });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Choose a time zone such as Europe/Berlin or America/New_York.",
    );
    expect(screen.getByRole("button", { name: "Download CSV" })).toHaveProperty("disabled", true);
  });
});
