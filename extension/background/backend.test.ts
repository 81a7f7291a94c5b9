import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { ReplyAsk } from "../shared/messages";
import { accountOf, historyOf, repliesFor } from "./backend";

const stored = vi.hoisted(() => ({ key: null as string | null, persona: null as Record<string, string> | null }));
vi.mock("../shared/storage", () => ({ readApiKey: async () => stored.key, readPersona: async () => stored.persona }));

const key = `hk_${"a".repeat(43)}`;
const ask: ReplyAsk = {
  platform: "x",
  postText: "Rewrite the headline first.",
  author: "Mia Chen",
  thread: [],
  tone: "funny",
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  stored.key = key;
  stored.persona = null;
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("the background worker's calls to the Hookline backend", () => {
  it("posts the reply request with the key as a Bearer token, the persona and three drafts, to the build's backend", async () => {
    stored.persona = { name: "Sam", role: "Founder", style: "Dry", language: "" };
    const answer = { replies: [{ text: "Ha.", chars: 3, limit: 280 }] };
    fetchMock.mockResolvedValue(json(200, answer));
    expect(await repliesFor(ask)).toEqual({ ok: true, value: answer });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("https://hookline.test/api/extension/reply");
    expect(new Headers(init?.headers).get("authorization")).toBe(`Bearer ${key}`);
    expect(JSON.parse(String(init?.body))).toEqual({
      ...ask,
      count: 3,
      persona: { name: "Sam", role: "Founder", style: "Dry", language: "" },
    });
  });

  it.each([
    [401, "unauthorized", "invalid-key", "This API key is not valid. Create a new one in your Hookline profile."],
    [402, "payment_required", "plan", "Your Hookline plan is not active. Choose a plan to keep writing replies."],
    [
      403,
      "email_unconfirmed",
      "unconfirmed",
      "Confirm your email to start generating: open the link we sent to a@b.co.",
    ],
    [403, "forbidden", "bad-request", "This request must come from Hookline itself."],
    [429, "rate_limited", "rate-limited", "Too many generations. Try again in 30 seconds."],
    [400, "invalid_input", "bad-request", "There is no post text to reply to."],
  ] as const)("answers %i %s as %s with the server's own message", async (status, code, kind, message) => {
    fetchMock.mockResolvedValue(json(status, { error: { code, message } }));
    expect(await repliesFor(ask)).toEqual({ ok: false, failure: { kind, message } });
  });

  it("a server error becomes a plain failure, not the server's internals", async () => {
    fetchMock.mockResolvedValue(json(500, { error: { code: "internal", message: "TypeError: boom at line 3" } }));
    expect(await repliesFor(ask)).toEqual({
      ok: false,
      failure: { kind: "failed", message: "Hookline couldn't write replies just now. Try again." },
    });
  });

  it("a 200 that is not JSON (a proxy's page, a wrong backend address) is a failure, not a crash", async () => {
    fetchMock.mockResolvedValue(
      new Response("<html>Welcome to nginx</html>", { status: 200, headers: { "content-type": "text/html" } }),
    );
    expect(await repliesFor(ask)).toEqual({
      ok: false,
      failure: { kind: "failed", message: "Hookline couldn't write replies just now. Try again." },
    });
  });

  it("a network failure is 'offline'", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await repliesFor(ask)).toMatchObject({ ok: false, failure: { kind: "offline" } });
  });

  it("without a saved key asks for one and calls nothing", async () => {
    stored.key = null;
    expect(await repliesFor(ask)).toEqual({
      ok: false,
      failure: { kind: "no-key", message: "Add your Hookline API key in the extension settings to write replies." },
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("checks the request with the API's schema first: a page with no post text costs nothing", async () => {
    expect(await repliesFor({ ...ask, postText: "   " })).toEqual({
      ok: false,
      failure: { kind: "bad-request", message: "There is no post text to reply to." },
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("tests a pasted key before it is saved, and otherwise uses the saved one", async () => {
    const account = {
      email: "a@b.c",
      plan: "Pro",
      used: 2,
      limit: 500,
      remaining: 498,
      persona: { name: "", role: "", style: "", language: "" },
    };
    fetchMock.mockResolvedValue(json(200, account));
    const pasted = `hk_${"b".repeat(43)}`;
    expect(await accountOf(pasted)).toEqual({ ok: true, value: account });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get("authorization")).toBe(`Bearer ${pasted}`);
    fetchMock.mockResolvedValue(json(200, account));
    await accountOf();
    expect(fetchMock.mock.calls[1]?.[0]).toBe("https://hookline.test/api/extension/me");
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get("authorization")).toBe(`Bearer ${key}`);
  });
});

describe("the recent drafts", () => {
  const draft = {
    id: "d1",
    platform: "x",
    postExcerpt: "Rewrite the headline first.",
    author: "Mia Chen",
    tone: "funny",
    text: "Ha.",
    createdAt: "2026-11-26T10:00:00.000Z",
  };

  it("asks the backend with the saved key and answers the drafts", async () => {
    fetchMock.mockResolvedValue(json(200, { drafts: [draft] }));
    expect(await historyOf()).toEqual({ ok: true, value: { drafts: [draft] } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("https://hookline.test/api/extension/history");
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get("authorization")).toBe(`Bearer ${key}`);
  });

  it("says the drafts could not be loaded when the answer is not the history, or the server failed", async () => {
    const failed = {
      ok: false,
      failure: { kind: "failed", message: "Hookline couldn't load your recent drafts. Try again." },
    };
    fetchMock.mockResolvedValue(json(200, { drafts: [{ ...draft, platform: "myspace" }] }));
    expect(await historyOf()).toEqual(failed);
    fetchMock.mockResolvedValue(json(500, { error: { code: "internal", message: "boom" } }));
    expect(await historyOf()).toEqual(failed);
    fetchMock.mockResolvedValue(
      json(401, {
        error: {
          code: "unauthorized",
          message: "This API key is not valid. Create a new one in your Hookline profile.",
        },
      }),
    );
    expect(await historyOf()).toMatchObject({ ok: false, failure: { kind: "invalid-key" } });
  });
});
