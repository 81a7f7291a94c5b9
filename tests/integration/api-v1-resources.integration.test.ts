// The API's free work: brand voices, the library, usage and text checks, each only ever the key owner's.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";

import { cursorOf } from "@/lib/api/v1/actions/library";
import {
  checkAnswerSchema,
  apiCopyAnswerSchema as copyAnswerSchema,
  copyListSchema,
  apiUsageAnswerSchema as usageAnswerSchema,
  voiceAnswerSchema,
  voiceListSchema,
} from "@/lib/api/v1/schemas";

import { apiKeyFor, errorBodyOf, v1Request } from "../support/api-v1";
import { routeContext } from "../support/route-requests";
import { trialSubscriber, unitsUsed } from "../support/subscribers";

let voicesRoute: typeof import("@/app/api/v1/voices/route");
let voiceRoute: typeof import("@/app/api/v1/voices/[id]/route");
let libraryRoute: typeof import("@/app/api/v1/library/route");
let copyRoute: typeof import("@/app/api/v1/library/[id]/route");
let usageRoute: typeof import("@/app/api/v1/usage/route");
let checkRoute: typeof import("@/app/api/v1/check/route");

beforeAll(async () => {
  [voicesRoute, voiceRoute, libraryRoute, copyRoute, usageRoute, checkRoute] = await Promise.all([
    import("@/app/api/v1/voices/route"),
    import("@/app/api/v1/voices/[id]/route"),
    import("@/app/api/v1/library/route"),
    import("@/app/api/v1/library/[id]/route"),
    import("@/app/api/v1/usage/route"),
    import("@/app/api/v1/check/route"),
  ]);
});

const voiceScopes = ["voices:read", "voices:write"] as const;
const libraryScopes = ["library:read", "library:write"] as const;

describe("brand voices", () => {
  it("lists, creates, reads and updates a voice, keeping the fields a PATCH leaves out", async () => {
    const user = await trialSubscriber("v1-voices");
    const { key } = await apiKeyFor(user.id, [...voiceScopes]);
    const empty = await voicesRoute.GET(v1Request("/voices", key), undefined);
    expect(voiceListSchema.parse(await empty.json())).toEqual({ voices: [], limit: 5 });

    const created = await voicesRoute.POST(
      v1Request("/voices", key, {
        body: { name: "Warm", tone: "Friendly", audience: "Founders", wordsToAvoid: "synergy" },
      }),
      undefined,
    );
    expect(created.status).toBe(201);
    const { voice } = voiceAnswerSchema.parse(await created.json());
    expect(voice).toMatchObject({
      name: "Warm",
      tone: "Friendly",
      audience: "Founders",
      wordsToAvoid: "synergy",
      styleNotes: "",
      isDefault: false,
    });

    const read = await voiceRoute.GET(v1Request(`/voices/${voice.id}`, key), routeContext(voice.id));
    expect(voiceAnswerSchema.parse(await read.json()).voice).toEqual(voice);

    const patched = await voiceRoute.PATCH(
      v1Request(`/voices/${voice.id}`, key, { method: "PATCH", body: { tone: "Bold", isDefault: true } }),
      routeContext(voice.id),
    );
    expect(patched.status).toBe(200);
    expect(voiceAnswerSchema.parse(await patched.json()).voice).toMatchObject({
      name: "Warm",
      tone: "Bold",
      audience: "Founders",
      wordsToAvoid: "synergy",
      isDefault: true,
    });
    const renamed = await voiceRoute.PATCH(
      v1Request(`/voices/${voice.id}`, key, { method: "PATCH", body: { name: "Warmer" } }),
      routeContext(voice.id),
    );
    expect(voiceAnswerSchema.parse(await renamed.json()).voice).toMatchObject({
      name: "Warmer",
      tone: "Bold",
      audience: "Founders",
      isDefault: true,
    });

    const listed = voiceListSchema.parse(await (await voicesRoute.GET(v1Request("/voices", key), undefined)).json());
    expect(listed.voices.map((item) => item.name)).toEqual(["Warmer"]);
  });

  it("answers 404 for an unknown id, a malformed one and another user's voice", async () => {
    const owner = await trialSubscriber("v1-voice-owner");
    const other = await trialSubscriber("v1-voice-other");
    const ownerKey = (await apiKeyFor(owner.id, [...voiceScopes])).key;
    const otherKey = (await apiKeyFor(other.id, [...voiceScopes])).key;
    const { voice } = voiceAnswerSchema.parse(
      await (
        await voicesRoute.POST(v1Request("/voices", ownerKey, { body: { name: "Mine", tone: "Calm" } }), undefined)
      ).json(),
    );
    for (const id of [randomUUID(), "not-an-id"]) {
      const response = await voiceRoute.GET(v1Request(`/voices/${id}`, ownerKey), routeContext(id));
      expect(response.status, id).toBe(404);
      expect(await errorBodyOf(response)).toEqual({ code: "not_found", message: "That brand voice does not exist." });
    }
    expect((await voiceRoute.GET(v1Request(`/voices/${voice.id}`, otherKey), routeContext(voice.id))).status).toBe(404);
    const foreignPatch = await voiceRoute.PATCH(
      v1Request(`/voices/${voice.id}`, otherKey, { method: "PATCH", body: { tone: "Loud" } }),
      routeContext(voice.id),
    );
    expect(foreignPatch.status).toBe(404);
    const mine = await voiceRoute.GET(v1Request(`/voices/${voice.id}`, ownerKey), routeContext(voice.id));
    expect(voiceAnswerSchema.parse(await mine.json()).voice.tone).toBe("Calm");
  });

  it("refuses a second voice of the same name with 409, and one over the plan's number with 402", async () => {
    const user = await trialSubscriber("v1-voice-limits");
    const { key } = await apiKeyFor(user.id, [...voiceScopes]);
    const create = (name: string) => voicesRoute.POST(v1Request("/voices", key, { body: { name } }), undefined);
    expect((await create("One")).status).toBe(201);
    const duplicate = await create("One");
    expect(duplicate.status).toBe(409);
    expect(await errorBodyOf(duplicate)).toEqual({
      code: "conflict",
      message: 'You already have a brand voice called "One".',
    });
    const { voice } = voiceAnswerSchema.parse(await (await create("Two")).json());
    const renamed = await voiceRoute.PATCH(
      v1Request(`/voices/${voice.id}`, key, { method: "PATCH", body: { name: "One" } }),
      routeContext(voice.id),
    );
    expect(renamed.status).toBe(409);

    for (const name of ["Three", "Four", "Five"]) expect((await create(name)).status).toBe(201);
    const over = await create("Six");
    expect(over.status).toBe(402);
    const error = await errorBodyOf(over);
    expect(error).toMatchObject({
      code: "payment_required",
      message: "Your plan includes 5 brand voices, and you have 5. Delete one or upgrade to Pro for 15.",
    });
    expect(error.usage).toMatchObject({ plan: "essential" });
    expect(
      voiceListSchema.parse(await (await voicesRoute.GET(v1Request("/voices", key), undefined)).json()).voices,
    ).toHaveLength(5);
  });
});

describe("library", () => {
  it("saves, lists with filters and pages, reads, edits and deletes copy", async () => {
    const user = await trialSubscriber("v1-library");
    const { key } = await apiKeyFor(user.id, [...libraryScopes]);
    const save = async (content: string, contentType: string) => {
      const response = await libraryRoute.POST(
        v1Request("/library", key, { body: { content, contentType, parameters: { topic: content } } }),
        undefined,
      );
      expect(response.status).toBe(201);
      return copyAnswerSchema.parse(await response.json()).copy;
    };
    const alpha = await save("Alpha launch post", "social");
    const beta = await save("Beta newsletter issue", "email");
    const gamma = await save("Gamma tips thread", "social");
    expect(alpha).toMatchObject({
      content: "Alpha launch post",
      contentType: "social",
      parameters: { topic: "Alpha launch post" },
      isDraft: false,
      favourite: false,
    });

    const list = async (query: string) => {
      const response = await libraryRoute.GET(v1Request(`/library${query}`, key), undefined);
      expect(response.status, query).toBe(200);
      return copyListSchema.parse(await response.json());
    };
    const firstPage = await list("?limit=2");
    expect(firstPage.copies.map((copy) => copy.id)).toEqual([gamma.id, beta.id]);
    expect(firstPage.nextCursor).toEqual(expect.any(String));
    const lastPage = await list(`?limit=2&cursor=${firstPage.nextCursor}`);
    expect(lastPage).toEqual({ copies: [alpha], nextCursor: null });
    expect((await list("")).nextCursor).toBeNull();

    expect((await list("?q=NEWSLETTER")).copies.map((copy) => copy.id)).toEqual([beta.id]);
    expect((await list("?type=social")).copies.map((copy) => copy.id)).toEqual([gamma.id, alpha.id]);
    expect((await list("?favourites=1")).copies).toEqual([]);

    const edited = await copyRoute.PATCH(
      v1Request(`/library/${alpha.id}`, key, {
        method: "PATCH",
        body: { favourite: true, content: "Alpha launch post, edited" },
      }),
      routeContext(alpha.id),
    );
    expect(edited.status).toBe(200);
    expect(copyAnswerSchema.parse(await edited.json()).copy).toMatchObject({
      id: alpha.id,
      content: "Alpha launch post, edited",
      favourite: true,
      contentType: "social",
    });
    expect((await list("?favourites=1")).copies.map((copy) => copy.id)).toEqual([alpha.id]);
    const read = await copyRoute.GET(v1Request(`/library/${alpha.id}`, key), routeContext(alpha.id));
    expect(copyAnswerSchema.parse(await read.json()).copy.content).toBe("Alpha launch post, edited");

    const badQuery = await libraryRoute.GET(v1Request("/library?type=poems", key), undefined);
    expect(badQuery.status).toBe(400);
    expect((await errorBodyOf(badQuery)).code).toBe("invalid_input");

    const deleted = await copyRoute.DELETE(
      v1Request(`/library/${beta.id}`, key, { method: "DELETE" }),
      routeContext(beta.id),
    );
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe("");
    for (const response of [
      await copyRoute.GET(v1Request(`/library/${beta.id}`, key), routeContext(beta.id)),
      await copyRoute.DELETE(v1Request(`/library/${beta.id}`, key, { method: "DELETE" }), routeContext(beta.id)),
    ]) {
      expect(response.status).toBe(404);
      expect(await errorBodyOf(response)).toEqual({ code: "not_found", message: "That copy does not exist." });
    }
    expect((await list("")).copies.map((copy) => copy.id)).toEqual([gamma.id, alpha.id]);
  });

  it("pages on from where a page ended even when the copy it ended with was deleted, and refuses a made-up cursor", async () => {
    const user = await trialSubscriber("v1-library-cursor");
    const { key } = await apiKeyFor(user.id, [...libraryScopes]);
    const ids: string[] = [];
    for (const content of ["First", "Second", "Third"]) {
      const response = await libraryRoute.POST(
        v1Request("/library", key, { body: { content, contentType: "social" } }),
        undefined,
      );
      ids.push(copyAnswerSchema.parse(await response.json()).copy.id);
    }
    const firstPage = copyListSchema.parse(
      await (await libraryRoute.GET(v1Request("/library?limit=1", key), undefined)).json(),
    );
    expect(firstPage.copies.map((copy) => copy.content)).toEqual(["Third"]);
    // Deleting while paging, as a clean-up loop does: the next page still starts after "Third".
    expect(
      (await copyRoute.DELETE(v1Request(`/library/${ids[2]}`, key, { method: "DELETE" }), routeContext(ids[2]!)))
        .status,
    ).toBe(204);
    const nextPage = copyListSchema.parse(
      await (
        await libraryRoute.GET(v1Request(`/library?limit=1&cursor=${firstPage.nextCursor}`, key), undefined)
      ).json(),
    );
    expect(nextPage.copies.map((copy) => copy.content)).toEqual(["Second"]);
    const madeUp = await libraryRoute.GET(v1Request("/library?cursor=not-a-cursor", key), undefined);
    expect(madeUp.status).toBe(400);
    expect(await errorBodyOf(madeUp)).toEqual({
      code: "invalid_input",
      message: "cursor: use the nextCursor of the previous page.",
    });
  });

  it("never shows, edits or deletes another user's copy", async () => {
    const owner = await trialSubscriber("v1-copy-owner");
    const other = await trialSubscriber("v1-copy-other");
    const ownerKey = (await apiKeyFor(owner.id, [...libraryScopes])).key;
    const otherKey = (await apiKeyFor(other.id, [...libraryScopes])).key;
    const { copy } = copyAnswerSchema.parse(
      await (
        await libraryRoute.POST(
          v1Request("/library", ownerKey, { body: { content: "Private", contentType: "blog" } }),
          undefined,
        )
      ).json(),
    );
    const context = routeContext(copy.id);
    expect((await copyRoute.GET(v1Request(`/library/${copy.id}`, otherKey), context)).status).toBe(404);
    expect(
      (
        await copyRoute.PATCH(
          v1Request(`/library/${copy.id}`, otherKey, { method: "PATCH", body: { favourite: true } }),
          context,
        )
      ).status,
    ).toBe(404);
    expect(
      (await copyRoute.DELETE(v1Request(`/library/${copy.id}`, otherKey, { method: "DELETE" }), context)).status,
    ).toBe(404);
    // A cursor names a place in time, not a copy: another user's cursor pages through their own copies only.
    const ownersPage = copyListSchema.parse(
      await (await libraryRoute.GET(v1Request("/library?limit=1", ownerKey), undefined)).json(),
    );
    const othersList = copyListSchema.parse(
      await (
        await libraryRoute.GET(
          v1Request(`/library?cursor=${cursorOf({ createdAt: new Date(copy.createdAt), id: copy.id })}`, otherKey),
          undefined,
        )
      ).json(),
    );
    expect(ownersPage.copies).toHaveLength(1);
    expect(othersList.copies).toEqual([]);
    const mine = await copyRoute.GET(v1Request(`/library/${copy.id}`, ownerKey), context);
    expect(copyAnswerSchema.parse(await mine.json()).copy).toMatchObject({ content: "Private", favourite: false });
  });
});

describe("GET /api/v1/usage", () => {
  it("answers the plan, the generations used and left, the credits and when the period ends", async () => {
    const user = await trialSubscriber("v1-usage", 3);
    const { key } = await apiKeyFor(user.id, ["library:read"]);
    const response = await usageRoute.GET(v1Request("/usage", key), undefined);
    expect(response.status).toBe(200);
    const usage = usageAnswerSchema.parse(await response.json());
    expect(usage).toMatchObject({
      plan: "essential",
      planLabel: "Essential · trial, 3 days left",
      status: "trialing",
      isTrial: true,
      used: 3,
      limit: 10,
      remaining: 7,
      credits: 0,
    });
    const daysLeft = (Date.parse(usage.periodEnd ?? "") - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(2.9);
    expect(daysLeft).toBeLessThanOrEqual(3);
  });
});

describe("POST /api/v1/check", () => {
  it("counts an X post by its weights, flags a Google headline over 30, and spends nothing", async () => {
    const user = await trialSubscriber("v1-check");
    const { key } = await apiKeyFor(user.id, ["library:read"]);
    const check = async (body: Record<string, unknown>) => {
      const response = await checkRoute.POST(v1Request("/check", key, { body }), undefined);
      expect(response.status).toBe(200);
      return checkAnswerSchema.parse(await response.json());
    };
    // 280 characters, 281 weighted: X counts the emoji as 2.
    const over = await check({ text: `${"a".repeat(279)}🚀`, contentType: "social", platform: "x" });
    expect(over.withinLimits).toBe(false);
    expect(over.parts).toEqual([expect.objectContaining({ rule: "x", count: 281, limit: 280, hard: true, over: 1 })]);
    const within = await check({ text: "a".repeat(280), contentType: "social", platform: "x" });
    expect(within.withinLimits).toBe(true);
    expect(within.parts[0]).toMatchObject({ count: 280, over: 0 });
    expect(within.score.score).toBeGreaterThanOrEqual(0);
    expect(within.score.score).toBeLessThanOrEqual(100);

    const ad = await check({
      text: `Headline 1: ${"H".repeat(31)}\nHeadline 2: Write less, sell more\nDescription 1: Copy in seconds.`,
      contentType: "ads",
      platform: "google",
    });
    expect(ad.withinLimits).toBe(false);
    expect(ad.parts.map(({ label, rule, count, over: by }) => ({ label, rule, count, over: by }))).toEqual([
      { label: "Headline 1", rule: "googleHeadline", count: 31, over: 1 },
      { label: "Headline 2", rule: "googleHeadline", count: 21, over: 0 },
      { label: "Description 1", rule: "googleDescription", count: 16, over: 0 },
    ]);
    expect(await unitsUsed(user.id)).toBe(0);
  });
});
