import { afterEach, describe, expect, it, vi } from "vitest";

import { schedulerRequests } from "../../config/handoff";
import type { Batch } from "../sender";
import { typefullySender } from "./send";

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal("fetch", fetchMock);
afterEach(() => fetchMock.mockReset());

const batch = (changes: Partial<Batch["posts"][number]> = {}, options: Partial<Batch["options"]> = {}): Batch => ({
  userId: "user",
  connection: {
    id: "connection",
    provider: "typefully",
    baseUrl: null,
    keyHint: "1234",
    socialSetId: "4101",
    socialSetName: "Hookline",
    apiKey: "tf_key_1234",
  },
  options: { schedule: false, whoCanReply: "everyone", share: false, ...options },
  posts: [{ handoffId: "h1", assetId: "a1", channel: "x", text: "Hello.", postAt: null, ...changes }],
  signal: new AbortController().signal,
});

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

describe("the Typefully sender", () => {
  it("creates the draft in the connection's social set with its key, and records its id and link", async () => {
    fetchMock.mockResolvedValueOnce(
      json(201, { id: 7, status: "draft", share_url: null, private_url: "https://typefully.com/?d=7&a=4101" }),
    );
    const outcome = await typefullySender(batch());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/v2\/social-sets\/4101\/drafts$/);
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer tf_key_1234");
    expect(JSON.parse(String(init?.body))).toEqual({
      platforms: { x: { enabled: true, posts: [{ text: "Hello." }] } },
    });
    expect(outcome).toEqual({
      kind: "answered",
      posts: [
        {
          handoffId: "h1",
          sent: true,
          httpStatus: 201,
          message: "Draft created in Typefully",
          remoteId: "7",
          remoteUrl: "https://typefully.com/?d=7&a=4101",
        },
      ],
    });
  });

  it("waits the configured time after a 429 that names no window, and throws on a 5xx so the job tries again", async () => {
    fetchMock.mockResolvedValueOnce(json(429, { error: { code: "RATE_LIMITED", message: "Rate limit exceeded." } }));
    const before = Date.now();
    const outcome = await typefullySender(batch());
    expect(outcome.kind).toBe("wait");
    if (outcome.kind === "wait") {
      expect(outcome.until.getTime() - before).toBeGreaterThanOrEqual(
        schedulerRequests.defaultRetryAfterSeconds * 1000,
      );
      expect(outcome.httpStatus).toBe(429);
    }
    fetchMock.mockResolvedValueOnce(json(503, { error: { code: "SERVICE_UNAVAILABLE", message: "Retry later." } }));
    await expect(typefullySender(batch())).rejects.toThrow("Typefully answered 503");
  });

  it("never calls Typefully for a post it cannot take, nor without a social set", async () => {
    const tooLong = await typefullySender(batch({ text: "🚀".repeat(141) }));
    expect(tooLong).toMatchObject({ kind: "answered", posts: [{ sent: false, httpStatus: null }] });
    const noSet = batch();
    noSet.connection.socialSetId = null;
    expect(await typefullySender(noSet)).toMatchObject({
      posts: [{ sent: false, message: "Choose a Typefully social set in your profile, then send again." }],
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
