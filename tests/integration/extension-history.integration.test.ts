import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { replyHistory } from "@/lib/config/extension";
import { getDb } from "@/lib/db";
import type { ReplyHistory } from "@/lib/extension/schema";

import { stopFakeAI, useFakeAI } from "../support/ai-env";
import { apiKeyFor } from "../support/api-v1";
import { appUrl, randomIp } from "../support/auth-requests";
import type { FakeAI } from "../support/fake-ai";
import { apiRequest } from "../support/route-requests";
import { trialSubscriber } from "../support/subscribers";

let fake: FakeAI;
let keyRoute: typeof import("@/app/api/extension/key/route");
let replyRoute: typeof import("@/app/api/extension/reply/route");
let historyRoute: typeof import("@/app/api/extension/history/route");

beforeAll(async () => {
  fake = await useFakeAI();
  [keyRoute, replyRoute, historyRoute] = await Promise.all([
    import("@/app/api/extension/key/route"),
    import("@/app/api/extension/reply/route"),
    import("@/app/api/extension/history/route"),
  ]);
});
afterAll(() => stopFakeAI(fake));
beforeEach(() => fake.reset());

const extensionOrigin = "chrome-extension://abcdefghijklmnopabcdefghijklmnop";
const post = {
  platform: "x",
  postText: "We ship every Friday. Here is why it works for us.",
  author: "@maria",
  tone: "insightful",
  count: 3,
};
const germanPost = "Wer ist noch genervt von Apps, die in der ersten Sekunde nach Benachrichtigungen fragen?";

async function subscriberWithKey(label: string) {
  const user = await trialSubscriber(label);
  const response = await keyRoute.POST(apiRequest("/api/extension/key", user.bearer, { method: "POST" }), undefined);
  expect(response.status).toBe(201);
  return { ...user, key: ((await response.json()) as { key: string }).key };
}

/** A request as the extension's background worker sends it: its own origin and the API key. */
function fromExtension(path: string, key: string | null, body?: unknown): Request {
  // An address of its own: bad keys are counted per address.
  const headers: Record<string, string> = {
    origin: extensionOrigin,
    "content-type": "application/json",
    "x-forwarded-for": randomIp(),
  };
  if (key) headers.authorization = `Bearer ${key}`;
  return new Request(`${appUrl}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function reply(key: string, body: unknown = post) {
  const response = await replyRoute.POST(fromExtension("/api/extension/reply", key, body), undefined);
  expect(response.status).toBe(200);
}

const history = (key: string | null) => historyRoute.GET(fromExtension("/api/extension/history", key), undefined);
const draftsOf = async (key: string) => ((await (await history(key)).json()) as ReplyHistory).drafts;

describe("the language the replies are asked for", () => {
  it("is the post's when the user picked none, and the user's pick otherwise", async () => {
    const user = await subscriberWithKey("ext-lang-de");
    await reply(user.key, { ...post, postText: germanPost, count: 1 });
    expect(fake.requests[0]?.system).toContain("Write every reply in German.");

    await reply(user.key, {
      ...post,
      postText: germanPost,
      count: 1,
      persona: { name: "", role: "", style: "", language: "French" },
    });
    expect(fake.requests[1]?.system).toContain("Write every reply in French.");
    expect(fake.requests[1]?.system).not.toContain("German");
  });

  it("reads Japanese, and tells the model how X counts its characters", async () => {
    const user = await subscriberWithKey("ext-lang-ja");
    await reply(user.key, {
      ...post,
      postText:
        "今日は、良いオンボーディングはどんな新しいツールよりも価値があると学びました。皆さんの経験はどうですか？",
      count: 1,
    });
    expect(fake.requests[0]?.system).toContain("Write every reply in Japanese.");
    expect(fake.requests[0]?.system).toContain("a Chinese, Japanese or Korean character as 2");
  });

  it("reads a short post with the thread above it, and leaves a post too short to tell to the model", async () => {
    const user = await subscriberWithKey("ext-lang-thread");
    const thread = ["Wir liefern jeden Freitag aus, und das hält das ganze Team ehrlich."];
    await reply(user.key, { ...post, postText: "Genau so!", thread, count: 1 });
    expect(fake.requests[0]?.system).toContain("Write every reply in German.");
    expect(fake.requests[0]?.user).toContain(`Earlier post 1:\n${thread[0]}`);
    expect(fake.requests[0]?.user).toContain("Post by @maria (the one to reply to):\nGenau so!");

    await reply(user.key, { ...post, postText: "Genau so!", count: 1 });
    expect(fake.requests[1]?.system).toContain("Write in the language of the post you reply to.");
  });
});

describe("GET /api/extension/history", () => {
  it("lists the user's own drafts, newest first, with the post they answered", async () => {
    const user = await subscriberWithKey("ext-history");
    const other = await subscriberWithKey("ext-history-other");
    await reply(user.key);
    await reply(user.key, {
      ...post,
      platform: "threads",
      tone: "funny",
      count: 2,
      author: undefined,
      postText: germanPost,
    });
    await reply(other.key, { ...post, tone: "agreeing" });

    const response = await history(user.key);
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe(extensionOrigin);
    const drafts = ((await response.json()) as ReplyHistory).drafts;
    expect(drafts.map((draft) => draft.text)).toEqual([
      "Fake funny reply 1",
      "Fake funny reply 2",
      "Fake insightful reply 1",
      "Fake insightful reply 2",
      "Fake insightful reply 3",
    ]);
    expect(drafts[0]).toMatchObject({ platform: "threads", postExcerpt: germanPost, author: null, tone: "funny" });
    expect(drafts[2]).toMatchObject({
      platform: "x",
      postExcerpt: post.postText,
      author: "@maria",
      tone: "insightful",
    });
    expect(Date.parse(drafts[0]?.createdAt ?? "")).toBeGreaterThanOrEqual(Date.parse(drafts[2]?.createdAt ?? ""));
    expect((await draftsOf(other.key)).map((draft) => draft.text)).toEqual([
      "Fake agreeing reply 1",
      "Fake agreeing reply 2",
      "Fake agreeing reply 3",
    ]);
  });

  it(`keeps only the newest ${replyHistory.draftsKept} drafts, and the start of a long post`, async () => {
    const user = await subscriberWithKey("ext-history-cap");
    const hourAgo = Date.now() - 60 * 60 * 1000;
    await getDb().replyDraft.createMany({
      data: Array.from({ length: replyHistory.draftsKept }, (_, index) => ({
        userId: user.id,
        platform: "x",
        postExcerpt: "An older post",
        tone: "neutral",
        text: `Older draft ${index + 1}`,
        position: 0,
        createdAt: new Date(hourAgo + index * 1000),
      })),
    });
    const longPost = `${"Long post ".repeat(40)}end`;
    await reply(user.key, { ...post, postText: longPost });

    const drafts = await draftsOf(user.key);
    expect(drafts).toHaveLength(replyHistory.draftsKept);
    expect(drafts.slice(0, 4).map((draft) => draft.text)).toEqual([
      "Fake insightful reply 1",
      "Fake insightful reply 2",
      "Fake insightful reply 3",
      `Older draft ${replyHistory.draftsKept}`,
    ]);
    expect(drafts.at(-1)?.text).toBe("Older draft 4"); // the three oldest made room
    expect(drafts[0]?.postExcerpt).toBe(longPost.slice(0, replyHistory.postExcerptCharacters));
    expect(await getDb().replyDraft.count({ where: { userId: user.id } })).toBe(replyHistory.draftsKept);
  });

  it("goes with the account when it is deleted", async () => {
    const user = await subscriberWithKey("ext-history-delete");
    await reply(user.key);
    expect(await getDb().replyDraft.count({ where: { userId: user.id } })).toBe(3);
    const { POST: auth } = await import("@/app/api/auth/[...all]/route");
    const response = await auth(
      new Request(`${appUrl}/api/auth/delete-user`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${user.bearer}`,
          origin: appUrl,
          "content-type": "application/json",
          "x-forwarded-for": "10.9.9.10",
        },
        body: JSON.stringify({ password: "correct-horse-1" }),
      }),
      undefined,
    );
    expect(response.status).toBe(200);
    expect(await getDb().user.count({ where: { id: user.id } })).toBe(0);
    expect(await getDb().replyDraft.count({ where: { userId: user.id } })).toBe(0);
  });

  it("needs the library:read scope: a generate-only key is refused 403, a library:read key reads the drafts", async () => {
    const user = await subscriberWithKey("ext-history-scope");
    await reply(user.key, { ...post, count: 1 });
    const generateOnly = await apiKeyFor(user.id, ["generate"]);
    const refused = await history(generateOnly.key);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: {
        code: "forbidden",
        message: 'This API key does not have the "library:read" scope. Make a key with it in your Hookline profile.',
      },
    });
    // The generate-only key still writes replies: it only no longer reads what was written.
    await reply(generateOnly.key, { ...post, count: 1 });

    const readOnly = await apiKeyFor(user.id, ["library:read"]);
    expect((await draftsOf(readOnly.key)).map((draft) => draft.text)).toEqual([
      "Fake insightful reply 1",
      "Fake insightful reply 1",
    ]);
    const cannotWrite = await replyRoute.POST(fromExtension("/api/extension/reply", readOnly.key, post), undefined);
    expect(cannotWrite.status).toBe(403);
    expect(((await cannotWrite.json()) as { error: { code: string } }).error.code).toBe("forbidden");
    // The extension's own key carries both.
    expect(
      await getDb().apiKey.findFirst({ where: { userId: user.id, kind: "extension" }, select: { scopes: true } }),
    ).toEqual({ scopes: ["generate", "library:read"] });
  });

  it("keeps an extension key issued before the scope reading its drafts, through the migration that grants it", async () => {
    const user = await subscriberWithKey("ext-history-migrated");
    await reply(user.key, { ...post, count: 1 });
    const where = { userId: user.id, kind: "extension" };
    await getDb().apiKey.updateMany({ where, data: { scopes: ["generate"] } });
    expect((await history(user.key)).status).toBe(403);
    const migration = await readFile(
      path.join(process.cwd(), "prisma/migrations/20261128100000_extension_keys_read_drafts/migration.sql"),
      "utf8",
    );
    // Twice: a second run changes nothing.
    for (let run = 0; run < 2; run += 1) await getDb().$executeRawUnsafe(migration);
    expect(await getDb().apiKey.findFirstOrThrow({ where, select: { scopes: true } })).toEqual({
      scopes: ["generate", "library:read"],
    });
    expect((await draftsOf(user.key)).map((draft) => draft.text)).toEqual(["Fake insightful reply 1"]);
  });

  it("answers 401 for a missing or unknown key, and allows the extension's preflight", async () => {
    for (const key of [null, "not-a-key", `hk_${"A".repeat(43)}`]) {
      const response = await history(key);
      expect(response.status, String(key)).toBe(401);
      expect(response.headers.get("access-control-allow-origin")).toBe(extensionOrigin);
    }
    const preflight = historyRoute.OPTIONS(
      new Request(`${appUrl}/api/extension/history`, { method: "OPTIONS", headers: { origin: extensionOrigin } }),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-methods")).toContain("GET");
  });
});
