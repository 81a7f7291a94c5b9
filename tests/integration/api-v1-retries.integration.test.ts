// What a client that retries, times out or guesses sees: Idempotency-Key claims that outlive their lease, streams
// read partway, generations refused before they run, replayed deletes, and bad keys from one address.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { claimIdempotencyKey } from "@/lib/api/idempotency";
import { generationAnswerSchema } from "@/lib/api/v1/schemas";
import { api } from "@/lib/config/api";
import { apiRateLimits, generationRateLimit } from "@/lib/config/rate-limits";
import { getDb } from "@/lib/db";
import { countOf } from "@/lib/rate-limit";

import { stopFakeAI, useFakeAI } from "../support/ai-env";
import { apiKeyFor, errorBodyOf, parseEvents, v1Request } from "../support/api-v1";
import { randomIp } from "../support/auth-requests";
import type { FakeAI } from "../support/fake-ai";
import { routeContext } from "../support/route-requests";
import { trialSubscriber, unitsUsed } from "../support/subscribers";

let fake: FakeAI;
let generateRoute: typeof import("@/app/api/v1/generate/route");
let libraryRoute: typeof import("@/app/api/v1/library/route");
let copyRoute: typeof import("@/app/api/v1/library/[id]/route");
let usageRoute: typeof import("@/app/api/v1/usage/route");

beforeAll(async () => {
  fake = await useFakeAI();
  [generateRoute, libraryRoute, copyRoute, usageRoute] = await Promise.all([
    import("@/app/api/v1/generate/route"),
    import("@/app/api/v1/library/route"),
    import("@/app/api/v1/library/[id]/route"),
    import("@/app/api/v1/usage/route"),
  ]);
});
afterAll(() => stopFakeAI(fake));
beforeEach(() => fake.reset());

const brief = { contentType: "social", platform: "linkedin", topic: "Why we ship every Friday" };

describe("an Idempotency-Key claim past its lease", () => {
  it("is taken over by a retry, and the first request, finishing late, neither drops nor overwrites the retry's claim", async () => {
    const user = await trialSubscriber("v1-lease");
    const key = randomUUID();
    const first = await claimIdempotencyKey(user.id, key, "same-request");
    if (first.kind !== "claimed") throw new Error("the first request claims the key");
    await getDb().idempotencyRecord.updateMany({
      where: { userId: user.id, key },
      data: { createdAt: new Date(Date.now() - (api.idempotency.pendingLeaseSeconds + 5) * 1000) },
    });
    const second = await claimIdempotencyKey(user.id, key, "same-request");
    if (second.kind !== "claimed") throw new Error("a retry past the lease claims the key afresh");

    await first.abandon();
    const third = claimIdempotencyKey(user.id, key, "same-request");
    await expect(third).rejects.toMatchObject({ code: "conflict" });
    await first.complete({ status: 200, body: '{"from":"first"}' });
    expect(await getDb().idempotencyRecord.findFirstOrThrow({ where: { userId: user.id, key } })).toMatchObject({
      state: "pending",
      answer: null,
    });

    await second.complete({ status: 200, body: '{"from":"second"}' });
    expect(await claimIdempotencyKey(user.id, key, "same-request")).toEqual({
      kind: "replay",
      answer: { status: 200, body: '{"from":"second"}' },
    });
  });
});

/** The `data:` line of a stream's `result` event, exactly as it was sent. */
const resultDataOf = (stream: string) => /^event: result\ndata: (.*)$/m.exec(stream)?.[1];

describe("a replayed answer", () => {
  it("is the first answer's bytes, not only the same JSON", async () => {
    const user = await trialSubscriber("v1-replay-bytes");
    const { key } = await apiKeyFor(user.id, ["generate"]);
    const idempotencyKey = randomUUID();
    const send = () => generateRoute.POST(v1Request("/generate", key, { body: brief, idempotencyKey }), undefined);
    const first = await send();
    expect(first.status).toBe(200);
    const firstBytes = new Uint8Array(await first.arrayBuffer());
    const retry = await send();
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.headers.get("content-type")).toBe(first.headers.get("content-type"));
    expect(new Uint8Array(await retry.arrayBuffer())).toEqual(firstBytes);
    // PostgreSQL's jsonb would have put the keys in its own order: the answer has several, not sorted.
    const keys = Object.keys(JSON.parse(new TextDecoder().decode(firstBytes)) as object);
    expect(keys.length).toBeGreaterThan(2);
    expect(keys).not.toEqual([...keys].sort((a, b) => a.length - b.length || (a < b ? -1 : 1)));
    expect(fake.requests).toHaveLength(1);
  });

  it("sends a stream's result event with the first stream's bytes, to a stream or a JSON retry", async () => {
    const user = await trialSubscriber("v1-replay-sse-bytes");
    const { key } = await apiKeyFor(user.id, ["generate"]);
    const idempotencyKey = randomUUID();
    const stream = () =>
      generateRoute.POST(
        v1Request("/generate", key, { body: brief, accept: "text/event-stream", idempotencyKey }),
        undefined,
      );
    const first = await (await stream()).text();
    const firstResult = resultDataOf(first);
    expect(firstResult).toBeDefined();
    await vi.waitFor(async () =>
      expect(
        (await getDb().idempotencyRecord.findFirst({ where: { userId: user.id, key: idempotencyKey } }))?.state,
      ).toBe("done"),
    );
    const replayed = await stream();
    expect(replayed.headers.get("idempotent-replayed")).toBe("true");
    const replayedText = await replayed.text();
    expect(resultDataOf(replayedText)).toBe(firstResult);
    expect(parseEvents(replayedText).map((event) => event.event)).toEqual(["result", "done"]);
    const asJson = await generateRoute.POST(v1Request("/generate", key, { body: brief, idempotencyKey }), undefined);
    expect(await asJson.text()).toBe(firstResult);
    expect(fake.requests).toHaveLength(1);
  });
});

describe("a generation streamed as server-sent events", () => {
  it("runs to its end when the reader leaves partway, so a retry with the same key gets its answer without paying again", async () => {
    const user = await trialSubscriber("v1-sse-leave");
    const { key } = await apiKeyFor(user.id, ["generate"]);
    const idempotencyKey = randomUUID();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    fake.script("openai", () => ({
      kind: "ok",
      pieces: ["Ship on Fridays? ", "Here is how we do it."],
      afterFirst: gate,
    }));
    const response = await generateRoute.POST(
      v1Request("/generate", key, { body: brief, accept: "text/event-stream", idempotencyKey }),
      undefined,
    );
    const reader = response.body!.getReader();
    const firstChunk = new TextDecoder().decode((await reader.read()).value);
    expect(parseEvents(firstChunk)[0]?.event).toBe("start");
    await reader.cancel();
    release();
    await vi.waitFor(async () =>
      expect(
        (await getDb().idempotencyRecord.findFirst({ where: { userId: user.id, key: idempotencyKey } }))?.state,
      ).toBe("done"),
    );

    const retry = await generateRoute.POST(v1Request("/generate", key, { body: brief, idempotencyKey }), undefined);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(generationAnswerSchema.parse(await retry.json()).text).toBe("Ship on Fridays? Here is how we do it.");
    expect(fake.requests).toHaveLength(1);
    expect(await unitsUsed(user.id)).toBe(1);
  });
});

describe("the per-user generation limit the app's screens share", () => {
  it("counts only generations that run: refused input and replayed retries leave the user's screens their whole allowance", async () => {
    const user = await trialSubscriber("v1-generation-limit");
    const { key } = await apiKeyFor(user.id, ["generate"]);
    for (let attempt = 0; attempt <= generationRateLimit.limit; attempt += 1) {
      const refused = await generateRoute.POST(
        v1Request("/generate", key, { body: { contentType: "social" } }),
        undefined,
      );
      expect(refused.status).toBe(400);
    }
    const idempotencyKey = randomUUID();
    expect(
      (await generateRoute.POST(v1Request("/generate", key, { body: brief, idempotencyKey }), undefined)).status,
    ).toBe(200);
    expect(
      (await generateRoute.POST(v1Request("/generate", key, { body: brief, idempotencyKey }), undefined)).headers.get(
        "idempotent-replayed",
      ),
    ).toBe("true");
    expect(await countOf(generationRateLimit, `account:${user.id}`)).toBe(1);
  });
});

describe("DELETE /api/v1/library/{id} with an Idempotency-Key", () => {
  it("answers a retried delete as the first one, 204, instead of a 404", async () => {
    const user = await trialSubscriber("v1-delete-retry");
    const { key } = await apiKeyFor(user.id, ["library:write"]);
    const saved = (await (
      await libraryRoute.POST(
        v1Request("/library", key, { body: { content: "Old draft", contentType: "social" } }),
        undefined,
      )
    ).json()) as { copy: { id: string } };
    const idempotencyKey = randomUUID();
    const remove = () =>
      copyRoute.DELETE(
        v1Request(`/library/${saved.copy.id}`, key, { method: "DELETE", idempotencyKey }),
        routeContext(saved.copy.id),
      );
    const first = await remove();
    const retry = await remove();
    expect([first.status, retry.status]).toEqual([204, 204]);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    const withoutKey = await copyRoute.DELETE(
      v1Request(`/library/${saved.copy.id}`, key, { method: "DELETE" }),
      routeContext(saved.copy.id),
    );
    expect(withoutKey.status).toBe(404);
  });
});

describe("a key that is not valid", () => {
  it("is answered 401 naming the Bearer scheme, and past the per-address limit 429, while valid keys from there still work", async () => {
    const user = await trialSubscriber("v1-bad-keys");
    const { key } = await apiKeyFor(user.id, ["library:read"]);
    const ip = randomIp();
    const bad = `hk_${"B".repeat(43)}`;
    for (let attempt = 0; attempt < apiRateLimits.invalidKey.limit; attempt += 1) {
      const response = await usageRoute.GET(v1Request("/usage", bad, { ip }), undefined);
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toBe('Bearer realm="Hookline"');
    }
    const limited = await usageRoute.GET(v1Request("/usage", bad, { ip }), undefined);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await errorBodyOf(limited)).code).toBe("rate_limited");
    expect((await usageRoute.GET(v1Request("/usage", key, { ip }), undefined)).status).toBe(200);
    expect((await usageRoute.GET(v1Request("/usage", bad), undefined)).status).toBe(401);
  });
});
