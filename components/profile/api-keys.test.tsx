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

/** The text a screen reader reads as the element's description: its aria-describedby targets, in order. */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

const nameField = () => screen.getByLabelText("Key name") as HTMLInputElement;
const scopesGroup = () => screen.getByRole("group", { name: "Scopes" });

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
    // Focus moves in an effect, which may run a moment after the key is on screen.
    await vi.waitFor(() => expect(document.activeElement).toBe(field));
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

  it("says a name is needed at the name field, focused, without asking the server", () => {
    render(<ApiKeys initial={[]} subscribed />);
    fireEvent.change(nameField(), { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Create key" }));
    expect(nameField().getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(nameField())).toBe("Give the key a name.");
    expect(document.activeElement).toBe(nameField());
    expect(scopesGroup().getAttribute("aria-describedby")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(nameField(), { target: { value: "Script" } });
    expect(nameField().getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByText("Give the key a name.")).toBeNull();
  });

  it("says a scope is needed at the scopes, focusing the first box, without asking the server", () => {
    render(<ApiKeys initial={[]} subscribed />);
    fireEvent.change(nameField(), { target: { value: "Script" } });
    const generate = screen.getByRole("checkbox", { name: "generate" });
    fireEvent.click(generate);
    fireEvent.click(screen.getByRole("button", { name: "Create key" }));
    expect(descriptionOf(scopesGroup())).toBe("Choose at least one scope.");
    for (const box of within(scopesGroup()).getAllByRole("checkbox")) {
      expect(box.getAttribute("aria-invalid")).toBe("true");
      expect(descriptionOf(box)).toContain("Choose at least one scope.");
    }
    expect(document.activeElement).toBe(generate);
    expect(nameField().getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("checkbox", { name: "voices:read" }));
    expect(scopesGroup().getAttribute("aria-describedby")).toBeNull();
    expect(generate.getAttribute("aria-invalid")).toBeNull();
  });

  it("when both are missing, focuses the name first", () => {
    render(<ApiKeys initial={[]} subscribed />);
    fireEvent.click(screen.getByRole("checkbox", { name: "generate" }));
    fireEvent.click(screen.getByRole("button", { name: "Create key" }));
    expect(document.activeElement).toBe(nameField());
    expect(descriptionOf(nameField())).toBe("Give the key a name.");
    expect(descriptionOf(scopesGroup())).toBe("Choose at least one scope.");
  });

  it("shows the server's refusal of the name or the scopes at that field, and focuses it", async () => {
    render(<ApiKeys initial={[]} subscribed />);
    fireEvent.change(nameField(), { target: { value: "Script" } });
    fetchMock.mockResolvedValueOnce(
      Response.json(
        { error: { code: "invalid_input", message: "name: must not contain control characters" } },
        { status: 400 },
      ),
    );
    fireEvent.click(screen.getByRole("button", { name: "Create key" }));
    await vi.waitFor(() => expect(document.activeElement).toBe(nameField()));
    expect(nameField().getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(nameField())).toBe("Must not contain control characters");
    expect(screen.queryByRole("alert")).toBeNull();

    fetchMock.mockResolvedValueOnce(
      Response.json(
        { error: { code: "invalid_input", message: "scopes.0: Choose scopes from the list." } },
        { status: 400 },
      ),
    );
    fireEvent.click(screen.getByRole("button", { name: "Create key" }));
    const generate = screen.getByRole("checkbox", { name: "generate" });
    await vi.waitFor(() => expect(document.activeElement).toBe(generate));
    expect(descriptionOf(scopesGroup())).toBe("Choose scopes from the list.");
    expect(generate.getAttribute("aria-invalid")).toBe("true");
  });

  it("shows the server's refusal, and a lost connection", async () => {
    render(<ApiKeys initial={[]} subscribed />);
    fireEvent.change(screen.getByLabelText("Key name"), { target: { value: "Script" } });
    fetchMock.mockResolvedValueOnce(
      Response.json(
        { error: { code: "conflict", message: "You have 10 API keys, the most an account can have." } },
        { status: 409 },
      ),
    );
    fireEvent.click(screen.getByRole("button", { name: "Create key" }));
    expect((await screen.findByRole("alert")).textContent).toBe("You have 10 API keys, the most an account can have.");
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    fireEvent.click(screen.getByRole("button", { name: "Create key" }));
    expect(await screen.findByText("The connection was lost. Check your network and try again.")).toBeTruthy();
  });

  it("revokes only after the inline confirmation, then moves focus to the next key", async () => {
    const first = summary({
      id: "6f1c2d3e-4a5b-4c6d-8e7f-000000000001",
      name: "First",
      lastUsedAt: "2026-11-21T09:30:00.000Z",
    });
    const second = summary({ id: "6f1c2d3e-4a5b-4c6d-8e7f-000000000002", name: "Second" });
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    render(<ApiKeys initial={[first, second]} subscribed />);
    expect(keysList()?.textContent).toContain("Nov 21, 2026");

    fireEvent.click(screen.getByRole("button", { name: "Revoke First (hk_aaaa…WXYZ)" }));
    const confirm = screen.getByRole("group", { name: "Revoke First (hk_aaaa…WXYZ)" });
    expect(document.activeElement).toBe(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(descriptionOf(within(confirm).getByRole("button", { name: "Revoke key" }))).toBe(
      "Anything using this key stops working at once. This cannot be undone.",
    );
    fireEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Revoke First (hk_aaaa…WXYZ)" }));
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Revoke First (hk_aaaa…WXYZ)" }));
    fireEvent.click(
      within(screen.getByRole("group", { name: "Revoke First (hk_aaaa…WXYZ)" })).getByRole("button", {
        name: "Revoke key",
      }),
    );
    await vi.waitFor(() => expect(screen.queryByText("First")).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith(`/api/api-keys/${first.id}`, { method: "DELETE" });
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Revoke Second (hk_aaaa…WXYZ)" })),
    );

    fireEvent.click(screen.getByRole("button", { name: "Revoke Second (hk_aaaa…WXYZ)" }));
    fireEvent.click(screen.getByRole("button", { name: "Revoke key" }));
    expect(await screen.findByText("No API keys yet.")).toBeTruthy();
    await vi.waitFor(() => expect(document.activeElement).toBe(nameField()));
  });

  it("tells apart two keys of the same name by their masked key", async () => {
    const laptop = summary({
      id: "6f1c2d3e-4a5b-4c6d-8e7f-000000000001",
      name: "Script",
      prefix: "hk_Lapt",
      lastFour: "0001",
    });
    const server = summary({
      id: "6f1c2d3e-4a5b-4c6d-8e7f-000000000002",
      name: "Script",
      prefix: "hk_Serv",
      lastFour: "0002",
    });
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    render(<ApiKeys initial={[laptop, server]} subscribed />);
    expect(
      screen.getAllByRole("button", { name: /^Revoke Script/ }).map((button) => button.getAttribute("aria-label")),
    ).toEqual(["Revoke Script (hk_Lapt…0001)", "Revoke Script (hk_Serv…0002)"]);

    fireEvent.click(screen.getByRole("button", { name: "Revoke Script (hk_Serv…0002)" }));
    fireEvent.click(
      within(screen.getByRole("group", { name: "Revoke Script (hk_Serv…0002)" })).getByRole("button", {
        name: "Revoke key",
      }),
    );
    await vi.waitFor(() => expect(screen.queryByText("hk_Serv…0002")).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith(`/api/api-keys/${server.id}`, { method: "DELETE" });
    expect(screen.getByText("hk_Lapt…0001")).toBeTruthy();
  });

  it("without a plan but with keys, says what the keys can and cannot still do, and where to get a plan", () => {
    render(<ApiKeys initial={[summary()]} subscribed={false} />);
    expect(screen.getByText("Your plan is not active, so your keys do less.")).toBeTruthy();
    expect(
      screen.getByText(
        "They can still read, edit and delete your saved copy and brand voices, check text against a platform's limits, and read your usage.",
      ),
    ).toBeTruthy();
    expect(
      screen.getByText("They cannot generate, save new copy or create brand voices, and no new key can be made."),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Choose a plan" }).getAttribute("href")).toBe("/?scrollTo=pricing");
    expect(screen.queryByRole("button", { name: "Create key" })).toBeNull();
    expect(screen.getByRole("button", { name: "Revoke Claude Desktop (hk_aaaa…WXYZ)" })).toBeTruthy();
  });

  it("without a plan and without keys, points to the plans instead of a form", () => {
    render(<ApiKeys initial={[]} subscribed={false} />);
    expect(screen.getByRole("link", { name: "Choose a plan" }).getAttribute("href")).toBe("/?scrollTo=pricing");
    expect(screen.getByRole("link", { name: "Read the API docs" }).getAttribute("href")).toBe("/docs/api");
    expect(screen.queryByRole("button", { name: "Create key" })).toBeNull();
  });
});
