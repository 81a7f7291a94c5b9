// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { ConnectionSummary } from "@/lib/handoff/connection-summary";

const call = vi.fn();
vi.mock("@/lib/api-client/call", async (original) => ({
  ...(await original<typeof import("@/lib/api-client/call")>()),
  call: (...args: unknown[]) => call(...args),
}));

const { TypefullyConnectionForm } = await import("./typefully-connection-form");

const saved: ConnectionSummary = {
  provider: "typefully",
  baseUrl: null,
  keyHint: "1234",
  socialSetId: "4102",
  socialSetName: "Client brand (@hooklineclient)",
  updatedAt: "2026-12-07T09:00:00.000Z",
};
const sets = [
  { id: "4101", label: "Hookline (@hookline)" },
  { id: "4102", label: "Client brand (@hooklineclient)" },
];

beforeEach(() => call.mockReset());
afterEach(cleanup);

describe("the profile's Typefully connection", () => {
  it("loads the key's social sets, saves the chosen one and then shows only the key's last four characters", async () => {
    call
      .mockResolvedValueOnce({ ok: true, data: { socialSets: sets } })
      .mockResolvedValueOnce({ ok: true, data: { connection: saved } });
    render(<TypefullyConnectionForm initial={null} />);
    const key = screen.getByLabelText("Typefully API key");
    expect(key.getAttribute("type")).toBe("password");
    fireEvent.change(key, { target: { value: "tf_secret_1234" } });
    fireEvent.click(screen.getByRole("button", { name: "Load social sets" }));
    const choice = await screen.findByRole("combobox", { name: "Social set the drafts go to" });
    expect(call.mock.calls[0]?.[1]).toEqual({ apiKey: "tf_secret_1234" });
    fireEvent.change(choice, { target: { value: "4102" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findByRole("status")).textContent).toBe("Typefully is connected.");
    expect(call.mock.calls[1]?.[1]).toEqual({ apiKey: "tf_secret_1234", socialSetId: "4102" });
    expect(screen.getByTestId("typefully-connection").textContent).toContain("Client brand (@hooklineclient)");
    expect(screen.getByTestId("typefully-connection").textContent).toContain("1234");
    expect(screen.getByTestId("typefully-connection").textContent).not.toContain("tf_secret");
    expect(screen.queryByLabelText("Typefully API key")).toBeNull();
  });

  it("says in words why the key was refused, and asks for a key before loading", async () => {
    render(<TypefullyConnectionForm initial={null} />);
    fireEvent.click(screen.getByRole("button", { name: "Load social sets" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Paste your Typefully API key first.");
    expect(call).not.toHaveBeenCalled();
    call.mockResolvedValueOnce({
      ok: false,
      error: {
        code: "invalid_input",
        status: 400,
        message: "Typefully refused the API key: check it in your profile.",
      },
    });
    fireEvent.change(screen.getByLabelText("Typefully API key"), { target: { value: "tf_wrong" } });
    fireEvent.click(screen.getByRole("button", { name: "Load social sets" }));
    await vi.waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("Typefully refused the API key: check it in your profile."),
    );
    expect(screen.queryByRole("combobox")).toBeNull();
  });

  it("disconnects a saved connection", async () => {
    call.mockResolvedValueOnce({ ok: true, data: undefined });
    render(<TypefullyConnectionForm initial={saved} />);
    expect(screen.getByTestId("typefully-connection").textContent).toContain("Client brand (@hooklineclient)");
    fireEvent.click(screen.getByRole("button", { name: "Disconnect" }));
    expect((await screen.findByRole("status")).textContent).toBe("Typefully is disconnected; its key is forgotten.");
    expect(screen.getByLabelText("Typefully API key")).toBeTruthy();
  });
});
