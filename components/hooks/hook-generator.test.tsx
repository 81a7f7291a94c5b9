// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { HookGenerator } from "./hook-generator";

const auth = vi.hoisted(() => ({
  getSession: vi.fn(async () => ({ data: { user: { email: "sam@example.com" } }, error: null })),
  sendVerificationEmail: vi.fn(async (_: { email: string }) => ({ data: { status: true }, error: null })),
}));
vi.mock("@/lib/auth/client", () => ({ authClient: auth, authErrorMessage: () => "Something went wrong." }));

const refusal = (status: number, code: string, message: string) =>
  Response.json({ error: { code, message } }, { status });
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  auth.sendVerificationEmail.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function writeHooks() {
  render(<HookGenerator presets={[]} defaultPreset="" />);
  fireEvent.change(screen.getByLabelText("Topic"), { target: { value: "Cold email" } });
  fireEvent.click(screen.getByRole("button", { name: "Write 10 hooks" }));
  return screen.findByRole("alert");
}

describe("the hook generator, refused", () => {
  it("for an unconfirmed email: shows why, and sends the confirmation link again to the signed-in email", async () => {
    const message = "Confirm your email to start generating: open the link we sent to sam@example.com.";
    fetchMock.mockResolvedValue(refusal(403, "email_unconfirmed", message));
    expect((await writeHooks()).textContent).toBe(message);
    fireEvent.click(screen.getByRole("button", { name: "Resend email" }));
    expect(await screen.findByText("Sent. Check your inbox.")).toBeTruthy();
    expect(auth.sendVerificationEmail).toHaveBeenCalledWith({ email: "sam@example.com" });
  });

  it("for anything else: shows the message with no resend", async () => {
    fetchMock.mockResolvedValue(refusal(429, "rate_limited", "Too many generations. Try again in 30 seconds."));
    expect((await writeHooks()).textContent).toBe("Too many generations. Try again in 30 seconds.");
    expect(screen.queryByRole("button", { name: "Resend email" })).toBeNull();
  });
});
