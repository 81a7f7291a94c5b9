// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const call = vi.fn();
vi.mock("@/lib/api-client/call", async (original) => ({
  ...(await original<typeof import("@/lib/api-client/call")>()),
  call: (...args: unknown[]) => call(...args),
}));

const { PostizConnection } = await import("./postiz-connection");

afterEach(cleanup);

const connection = {
  provider: "postiz",
  baseUrl: "https://postiz.example.com/api/public/v1",
  keyHint: "9f2c",
  socialSetId: null,
  socialSetName: null,
  updatedAt: "2026-11-29T07:00:00.000Z",
};
const integrations = [
  { id: "i1", name: "Hookline on X", identifier: "x", picture: null, disabled: false, channel: "x" },
  { id: "i2", name: "Our YouTube", identifier: "youtube", picture: null, disabled: false, channel: null },
];

beforeEach(() => {
  call.mockReset();
});

describe("the Postiz connection", () => {
  it("tests a self-hosted address and key, saves them, lists the channels and never shows the key again", async () => {
    call.mockImplementation(async (route: { method: string }) =>
      route.method === "GET"
        ? { ok: true, data: { connection: null, integrations: [] } }
        : { ok: true, data: { connection, integrations } },
    );
    render(<PostizConnection />);
    await screen.findByText(/Not connected/);
    fireEvent.click(screen.getByRole("radio", { name: "Self-hosted" }));
    fireEvent.change(screen.getByLabelText("Postiz backend address"), {
      target: { value: "https://postiz.example.com/api" },
    });
    const key = screen.getByLabelText("API key") as HTMLInputElement;
    expect(key.type).toBe("password");
    fireEvent.change(key, { target: { value: "pz-secret-key-9f2c" } });
    fireEvent.click(screen.getByRole("button", { name: "Test and save" }));
    await screen.findByRole("list", { name: "Channels in Postiz" });
    const [route, input] = call.mock.calls.at(-1) as [{ method: string; path: string }, unknown];
    expect(route).toMatchObject({ method: "PUT", path: "/api/connections/postiz" });
    expect(input).toEqual({ baseUrl: "https://postiz.example.com/api", apiKey: "pz-secret-key-9f2c" });
    expect(screen.getByText(/key ending in 9f2c/)).toBeTruthy();
    expect(screen.getByText(/takes X posts/)).toBeTruthy();
    expect(screen.getByText(/Hookline sends it nothing/)).toBeTruthy();
    expect((screen.getByLabelText(/New API key/) as HTMLInputElement).value).toBe("");
    expect(document.body.textContent).not.toContain("pz-secret-key");
  });

  it("says why Postiz refused, in plain words", async () => {
    call.mockImplementation(async (route: { method: string }) =>
      route.method === "GET"
        ? { ok: true, data: { connection: null, integrations: [] } }
        : {
            ok: false,
            error: {
              status: 400,
              code: "invalid_input",
              message: "Postiz refused the API key: check it in your profile (Postiz's Settings → Public API).",
            },
          },
    );
    render(<PostizConnection />);
    await screen.findByText(/Not connected/);
    fireEvent.change(screen.getByLabelText("API key"), { target: { value: "pz-wrong-key-0000" } });
    fireEvent.click(screen.getByRole("button", { name: "Test and save" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/Postiz refused the API key/);
    expect((call.mock.calls.at(-1) as [unknown, { baseUrl: string }])[1].baseUrl).toBe("https://api.postiz.com");
  });
});
