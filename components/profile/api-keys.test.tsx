// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiKeySummary } from "@/lib/api-keys/scopes";
import { ApiKeys } from "./api-keys";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const secret = `hk_${"a".repeat(39)}WXYZ`;
const summary = (over: Partial<ApiKeySummary> = {}): ApiKeySummary => ({
  id: "6f1c2d3e-4a5b-4c6d-8e7f-001122334455",
  name: "Claude Desktop",
  scopes: ["generate", "library:read"],
  prefix: "hk_aaaa",
  lastFour: "WXYZ",
  createdAt: "2026-11-20T10:00:00.000Z",
  lastUsedAt: null,
  ...over,
});

const keysList = () => screen.queryByRole("list", { name: "Your API keys" });

describe("the profile's API keys", () => {
  it("sends the name and the chosen scopes, then shows the key once, focused, and lists it masked", async () => {
    fetchMock.mockResolvedValue(Response.json({ key: secret, apiKey: summary() }, { status: 201 }));
    render(<ApiKeys initial={[]} subscribed />);
    expect((screen.getByRole("checkbox", { name: "generate" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByLabelText("Key name"), { target: { value: "Claude Desktop" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "library:read" }));
    fireEvent.click(screen.getByRole("button", { name: "Create key" }));

    const field = await screen.findByRole("textbox", { name: "New key: Claude Desktop" });
    expect((field as HTMLInputElement).value).toBe(secret);
    expect(document.activeElement).toBe(field);
    expect(screen.getByText("Copy this key now: it will not be shown again.")).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/api-keys");
    expect(JSON.parse(String(init?.body))).toEqual({ name: "Claude Desktop", scopes: ["generate", "library:read"] });

    const [row] = screen.getAllByTestId("api-key");
    if (!row) throw new Error("the new key is not listed");
    expect(row.textContent).toContain("hk_aaaa…WXYZ");
    expect(row.textContent).not.toContain(secret);
    expect(row.textContent).toContain("library:read");
    expect(row.textContent).toContain("Never used");
    expect((screen.getByLabelText("Key name") as HTMLInputElement).value).toBe("");
  });

  it("says a scope is needed without asking the server", () => {
    render(<ApiKeys initial={[]} subscribed />);
    fireEvent.change(screen.getByLabelText("Key name"), { target: { value: "Script" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "generate" }));
    fireEvent.click(screen.getByRole("button", { name: "Create key" }));
    expect(screen.getByRole("alert").textContent).toBe("Choose at least one scope.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal, and a lost connection", async () => {
    render(<ApiKeys initial={[]} subscribed />);
    fireEvent.change(screen.getByLabelText("Key name"), { target: { value: "Script" } });
    fetchMock.mockResolvedValueOnce(Response.json({ error: { code: "conflict", message: "You have 10 API keys, the most an account can have." } }, { status: 409 }));
    fireEvent.click(screen.getByRole("button", { name: "Create key" }));
    expect((await screen.findByRole("alert")).textContent).toBe("You have 10 API keys, the most an account can have.");
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    fireEvent.click(screen.getByRole("button", { name: "Create key" }));
    expect(await screen.findByText("The connection was lost. Check your network and try again.")).toBeTruthy();
  });

  it("revokes only after the inline confirmation, then moves focus to the next key", async () => {
    const first = summary({ id: "6f1c2d3e-4a5b-4c6d-8e7f-000000000001", name: "First", lastUsedAt: "2026-11-21T09:30:00.000Z" });
    const second = summary({ id: "6f1c2d3e-4a5b-4c6d-8e7f-000000000002", name: "Second" });
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    render(<ApiKeys initial={[first, second]} subscribed />);
    expect(keysList()?.textContent).toContain("Nov 21, 2026");

    fireEvent.click(screen.getByRole("button", { name: "Revoke First" }));
    const confirm = screen.getByRole("group", { name: "Revoke First" });
    expect(document.activeElement).toBe(within(confirm).getByRole("button", { name: "Cancel" }));
    fireEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Revoke First" }));
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Revoke First" }));
    fireEvent.click(within(screen.getByRole("group", { name: "Revoke First" })).getByRole("button", { name: "Revoke key" }));
    await vi.waitFor(() => expect(screen.queryByText("First")).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith(`/api/api-keys/${first.id}`, { method: "DELETE" });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Revoke Second" }));

    fireEvent.click(screen.getByRole("button", { name: "Revoke Second" }));
    fireEvent.click(screen.getByRole("button", { name: "Revoke key" }));
    expect(await screen.findByText("No API keys yet.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Key name"));
  });

  it("without a plan and without keys, points to the plans instead of a form", () => {
    render(<ApiKeys initial={[]} subscribed={false} />);
    expect(screen.getByRole("link", { name: "Choose a plan" }).getAttribute("href")).toBe("/?scrollTo=pricing");
    expect(screen.getByRole("link", { name: "Read the API docs" }).getAttribute("href")).toBe("/docs/api");
    expect(screen.queryByRole("button", { name: "Create key" })).toBeNull();
  });
});
