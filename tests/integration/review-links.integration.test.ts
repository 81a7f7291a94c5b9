// Review links on the real database, through the route handlers: a link's whole life (made, two verdicts, the owner's
// board, an edit after approval, finished with an email, expired, revoked), and the token opening nothing else.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";

import { campaignAnswerSchema, type CampaignAnswer } from "@/lib/campaigns/answer";
import { approveMessageHouse, createCampaign, saveMessageHouse } from "@/lib/campaigns/store";
import { reviewLinks } from "@/lib/config/handoff";
import { getDb } from "@/lib/db";
import { createdReviewLinkSchema, reviewAnswerSchema, reviewLinkListSchema } from "@/lib/review/schema";

import { appUrl, mailTo, randomIp } from "../support/auth-requests";
import { everyChannelBrief, houseFor } from "../support/campaigns";
import { trialSubscriber } from "../support/subscribers";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Module = Record<string, unknown>;

const routeFiles = {
  campaigns: () => import("@/app/api/campaigns/route"),
  campaign: () => import("@/app/api/campaigns/[id]/route"),
  asset: () => import("@/app/api/campaigns/[id]/assets/[assetId]/route"),
  regenerate: () => import("@/app/api/campaigns/[id]/assets/[assetId]/regenerate/route"),
  exportCsv: () => import("@/app/api/campaigns/[id]/export/route"),
  links: () => import("@/app/api/campaigns/[id]/review-links/route"),
  link: () => import("@/app/api/campaigns/[id]/review-links/[linkId]/route"),
  setting: () => import("@/app/api/campaigns/[id]/review/route"),
  review: () => import("@/app/api/review/[token]/route"),
  verdict: () => import("@/app/api/review/[token]/assets/[assetId]/route"),
  finish: () => import("@/app/api/review/[token]/finish/route"),
  copies: () => import("@/app/api/copies/route"),
  copiesExport: () => import("@/app/api/copies/export/route"),
  mcp: () => import("@/app/api/mcp/route"),
  presets: () => import("@/app/api/presets/route"),
  apiKeys: () => import("@/app/api/api-keys/route"),
  usage: () => import("@/app/api/usage/route"),
  extensionMe: () => import("@/app/api/extension/me/route"),
  v1Campaigns: () => import("@/app/api/v1/campaigns/route"),
  v1Campaign: () => import("@/app/api/v1/campaigns/[id]/route"),
  v1Library: () => import("@/app/api/v1/library/route"),
  v1Usage: () => import("@/app/api/v1/usage/route"),
};
const routes = {} as Record<keyof typeof routeFiles, Module>;

beforeAll(async () => {
  for (const [name, load] of Object.entries(routeFiles))
    routes[name as keyof typeof routeFiles] = (await load()) as Module;
});

type Init = { method?: string; body?: unknown; bearer?: string; cookie?: string; ip?: string };

function send(
  route: keyof typeof routeFiles,
  path: string,
  params: Record<string, string>,
  init: Init = {},
): Promise<Response> {
  const method = init.method ?? (init.body === undefined ? "GET" : "POST");
  const handler = routes[route][method] as Handler | undefined;
  if (!handler) throw new Error(`${route} has no ${method}`);
  const headers = new Headers({ origin: appUrl, "x-forwarded-for": init.ip ?? randomIp() });
  if (init.body !== undefined) headers.set("content-type", "application/json");
  if (init.bearer) headers.set("authorization", `Bearer ${init.bearer}`);
  if (init.cookie) headers.set("cookie", init.cookie);
  const request = new Request(`${appUrl}${path}`, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return handler(request, { params: Promise.resolve(params) });
}

/** A signed-in owner's campaign with a written X post, LinkedIn post and email, straight in the database. */
async function writtenCampaign(label: string) {
  const owner = await trialSubscriber(label);
  const brief = everyChannelBrief({ name: `Review ${label}`, channels: ["x", "linkedin", "email"] });
  const { id } = await createCampaign(owner.id, brief);
  await saveMessageHouse(owner.id, id, houseFor(brief));
  await approveMessageHouse(owner.id, id);
  await getDb().campaign.update({ where: { id }, data: { status: "done" } });
  const texts = {
    x: "Onboard in two days. Start your free trial",
    linkedin: "Every post fits its platform, in your voice. Start your free trial",
    email: "Subject: Launch everywhere\n\nOnboard in two days. Start your free trial",
  };
  const assets: Record<string, string> = {};
  for (const [channel, text] of Object.entries(texts)) {
    const row = await getDb().campaignAsset.create({
      data: { campaignId: id, channel, slot: 0, pillar: 0, keyMessages: [0], text, status: "done", writer: "Test" },
      select: { id: true },
    });
    assets[channel] = row.id;
  }
  return { owner, id, assets: assets as Record<keyof typeof texts, string> };
}

async function createLink(bearer: string, id: string, body: unknown = {}) {
  const response = await send("links", `/api/campaigns/${id}/review-links`, { id }, { bearer, body });
  expect(response.status).toBe(201);
  return createdReviewLinkSchema.parse(await response.json());
}

const readReview = (token: string, ip?: string) => send("review", `/api/review/${token}`, { token }, { ip });
/** A verdict on the text the reviewer sees now (its version read first), unless the body names a version. */
async function verdict(token: string, assetId: string, body: Record<string, unknown>) {
  const view = await readReview(token);
  const shown = view.status === 200 ? reviewAnswerSchema.parse(await view.json()) : null;
  const version = shown?.assets.find((asset) => asset.id === assetId)?.version ?? "unseen";
  return send("verdict", `/api/review/${token}/assets/${assetId}`, { token, assetId }, { body: { version, ...body } });
}
const finish = (token: string, reviewerName: string) =>
  send("finish", `/api/review/${token}/finish`, { token }, { body: { reviewerName } });

async function ownerCampaign(bearer: string, id: string): Promise<CampaignAnswer> {
  const response = await send("campaign", `/api/campaigns/${id}`, { id }, { bearer });
  expect(response.status).toBe(200);
  return campaignAnswerSchema.parse(await response.json());
}

async function linkList(bearer: string, id: string) {
  const response = await send("links", `/api/campaigns/${id}/review-links`, { id }, { bearer });
  expect(response.status).toBe(200);
  return reviewLinkListSchema.parse(await response.json()).links;
}

const closedBody = {
  error: { code: "not_found", message: "This review link has expired or was revoked. Ask for a new one." },
};

describe("a review link's life", () => {
  it("is made, reviewed, seen on the board, edited after approval, finished with an email, and revoked", async () => {
    const { owner, id, assets } = await writtenCampaign("review-life");
    const created = await createLink(owner.bearer, id);
    expect(created.url).toBe(new URL(`/review/${created.token}`, appUrl).toString());
    expect(created.link).toMatchObject({ status: "open", assetCount: null, verdicts: 0 });
    const days = (Date.parse(created.link.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    // Only the hash is kept.
    const stored = await getDb().reviewLink.findUniqueOrThrow({ where: { id: created.link.id } });
    expect(JSON.stringify(stored)).not.toContain(created.token);

    // The reviewer sees the written assets, previewed, and nothing of the brief beyond what a preview needs.
    const opened = await readReview(created.token);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("x-robots-tag")).toContain("noindex");
    expect(opened.headers.get("referrer-policy")).toBe("no-referrer");
    expect(opened.headers.get("cache-control")).toBe("private, no-store");
    const view = reviewAnswerSchema.parse(await opened.clone().json());
    expect(view.campaignName).toBe("Review review-life");
    expect(view.assets.map((asset) => asset.channel)).toEqual(["x", "linkedin", "email"]);
    expect(view.assets[0]).toMatchObject({ status: "none", verdict: null, date: "2026-12-07" });
    expect(view.assets[0]?.preview).toMatchObject({ contentType: "social", platform: "x" });
    const raw = await opened.text();
    for (const secret of ["Founders of small SaaS teams", "guaranteed", "Used by 1,200 teams", owner.email])
      expect(raw).not.toContain(secret);

    // One approved, one with changes asked for.
    const approved = await verdict(created.token, assets.x, { verdict: "approved", reviewerName: "Ana Client" });
    expect(approved.status).toBe(200);
    const noComment = await verdict(created.token, assets.linkedin, {
      verdict: "changes_requested",
      reviewerName: "Ana Client",
    });
    expect(noComment.status).toBe(400);
    const changes = await verdict(created.token, assets.linkedin, {
      verdict: "changes_requested",
      comment: "Name the price in the first line.",
      reviewerName: "Ana Client",
    });
    expect(changes.status).toBe(200);
    const reviewed = reviewAnswerSchema.parse(await changes.json());
    expect(reviewed.assets.map((asset) => asset.status)).toEqual(["approved", "changes_requested", "none"]);
    expect(reviewed.assets[1]?.verdict).toMatchObject({ comment: "Name the price in the first line." });

    // The owner's board shows both, with the comment and who wrote it.
    const board = await ownerCampaign(owner.bearer, id);
    const byId = new Map(board.assets.map((asset) => [asset.id, asset]));
    expect(byId.get(assets.x)?.review).toMatchObject({
      status: "approved",
      notes: [{ verdict: "approved", comment: "", reviewerName: "Ana Client" }],
    });
    expect(byId.get(assets.linkedin)?.review).toMatchObject({
      status: "changes_requested",
      notes: [
        { verdict: "changes_requested", comment: "Name the price in the first line.", reviewerName: "Ana Client" },
      ],
    });
    expect(byId.get(assets.email)?.review.status).toBe("none");
    const revisions = await getDb().assetReview.findMany({ where: { assetId: assets.x }, select: { revision: true } });
    expect(revisions).toEqual([{ revision: 0 }]);

    // An edit after approval returns the asset to "changes made"; saving the same text again changes nothing.
    const edit = (assetId: string, text: string) =>
      send(
        "asset",
        `/api/campaigns/${id}/assets/${assetId}`,
        { id, assetId },
        { bearer: owner.bearer, method: "PATCH", body: { text } },
      );
    expect((await edit(assets.email, "Subject: Launch\n\nOnboard in two days.")).status).toBe(200);
    const seenBefore = reviewAnswerSchema.parse(await (await readReview(created.token)).json());
    const edited = await edit(assets.x, "Onboard in two days, in your voice. Start your free trial");
    const afterEdit = campaignAnswerSchema.parse(await edited.json());
    const status = (assetId: string) => afterEdit.assets.find((asset) => asset.id === assetId)?.review.status;
    expect(status(assets.x)).toBe("changes_made");
    // An approval of the text as it was before the edit does not cover the new text.
    const stale = await verdict(created.token, assets.x, {
      verdict: "approved",
      reviewerName: "Ana Client",
      version: seenBefore.assets.find((asset) => asset.id === assets.x)?.version,
    });
    expect(stale.status).toBe(409);
    expect((await ownerCampaign(owner.bearer, id)).assets.find((asset) => asset.id === assets.x)?.review.status).toBe(
      "changes_made",
    );
    expect(status(assets.linkedin)).toBe("changes_requested");
    expect(status(assets.email)).toBe("none");
    // Writing an asset again after a verdict changes its text too.
    const rewritten = await send(
      "regenerate",
      `/api/campaigns/${id}/assets/${assets.linkedin}/regenerate`,
      { id, assetId: assets.linkedin },
      { bearer: owner.bearer, method: "POST" },
    );
    expect(rewritten.status).toBe(200);
    const afterRewrite = campaignAnswerSchema.parse(await rewritten.json());
    expect(afterRewrite.assets.find((asset) => asset.id === assets.linkedin)?.review.status).toBe("changes_made");
    // The rewrite is not this test's concern: the asset is put back as written, keeping its review status.
    await getDb().campaignAsset.update({ where: { id: assets.linkedin }, data: { status: "done" } });

    // Finishing emails the owner the tally and the board, once.
    const finished = await finish(created.token, "Ana Client");
    expect(finished.status).toBe(200);
    expect(reviewAnswerSchema.parse(await finished.json()).finishedAt).not.toBeNull();
    expect((await finish(created.token, "Ana Client")).status).toBe(200);
    const mail = await mailTo(owner.email);
    const reviewMail = mail.filter((message) => message.subject.includes("finished reviewing"));
    expect(reviewMail).toHaveLength(1);
    expect(reviewMail[0]?.subject).toBe('Ana Client finished reviewing "Review review-life"');
    expect(reviewMail[0]?.text).toContain("Approved: 1 asset");
    expect(reviewMail[0]?.text).toContain("Changes requested: 1 asset");
    expect(reviewMail[0]?.text).toContain("Not reviewed: 1 asset");
    expect(reviewMail[0]?.text).toContain(new URL(`/campaigns/${id}`, appUrl).toString());
    // A finished review still opens, but takes no more verdicts.
    expect((await readReview(created.token)).status).toBe(200);
    const late = await verdict(created.token, assets.email, { verdict: "approved", reviewerName: "Ana Client" });
    expect(late.status).toBe(409);

    // The owner's list: finished, never the token; a revoked link opens nothing, as an unknown one.
    const [listed] = await linkList(owner.bearer, id);
    expect(listed).toMatchObject({ id: created.link.id, status: "finished", verdicts: 2 });
    const second = await createLink(owner.bearer, id, { days: 1 });
    expect((await readReview(second.token)).status).toBe(200);
    const revoke = await send(
      "link",
      `/api/campaigns/${id}/review-links/${second.link.id}`,
      { id, linkId: second.link.id },
      { bearer: owner.bearer, method: "DELETE" },
    );
    expect(revoke.status).toBe(200);
    expect(reviewLinkListSchema.parse(await revoke.json()).links[0]).toMatchObject({ status: "revoked" });
    const revoked = await readReview(second.token);
    expect(revoked.status).toBe(404);
    expect(revoked.headers.get("cache-control")).toBe("private, no-store");
    expect(await revoked.json()).toEqual(closedBody);
    const afterRevoke = await verdict(second.token, assets.email, { verdict: "approved", reviewerName: "Ana" });
    expect(afterRevoke.status).toBe(404);
    expect(JSON.stringify(await linkList(owner.bearer, id))).not.toContain(second.token);
  });

  it("refuses an expired link exactly as an unknown one, and keeps days within 1 to 30", async () => {
    const { owner, id, assets } = await writtenCampaign("review-expiry");
    const { token, link } = await createLink(owner.bearer, id, { days: 30 });
    expect((Date.parse(link.expiresAt) - Date.now()) / 86_400_000).toBeGreaterThan(29.99);
    await getDb().reviewLink.update({ where: { id: link.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await readReview(token);
    expect(expired.status).toBe(404);
    expect(await expired.json()).toEqual(closedBody);
    const unknown = await readReview(Buffer.alloc(reviewLinks.tokenBytes, 7).toString("base64url"));
    expect(await unknown.json()).toEqual(closedBody);
    expect(await (await readReview("short")).json()).toEqual(closedBody);
    expect((await verdict(token, assets.x, { verdict: "approved", reviewerName: "Ana" })).status).toBe(404);
    expect((await finish(token, "Ana")).status).toBe(404);
    expect((await linkList(owner.bearer, id))[0]?.status).toBe("expired");

    for (const days of [0, 31])
      expect(
        (await send("links", `/api/campaigns/${id}/review-links`, { id }, { bearer: owner.bearer, body: { days } }))
          .status,
      ).toBe(400);
  });

  it("shows only the assets chosen, and turns the campaign's review setting on and off", async () => {
    const { owner, id, assets } = await writtenCampaign("review-chosen");
    const { token } = await createLink(owner.bearer, id, { assetIds: [assets.linkedin] });
    const view = reviewAnswerSchema.parse(await (await readReview(token)).json());
    expect(view.assets.map((asset) => asset.id)).toEqual([assets.linkedin]);
    expect((await verdict(token, assets.x, { verdict: "approved", reviewerName: "Ana" })).status).toBe(404);

    const put = (required: unknown) =>
      send(
        "setting",
        `/api/campaigns/${id}/review`,
        { id },
        { bearer: owner.bearer, method: "PUT", body: { required } },
      );
    expect(campaignAnswerSchema.parse(await (await put(true)).json()).reviewRequired).toBe(true);
    expect((await ownerCampaign(owner.bearer, id)).reviewRequired).toBe(true);
    expect(campaignAnswerSchema.parse(await (await put(false)).json()).reviewRequired).toBe(false);
    expect((await put("yes")).status).toBe(400);
  });
});

describe("the token opens nothing else", () => {
  it("is refused by every other route, as a bearer, a query and a cookie, and reaches no other campaign", async () => {
    const { owner, id, assets } = await writtenCampaign("review-token-only");
    const { token } = await createLink(owner.bearer, id);
    const other = await writtenCampaign("review-other");

    const asset = assets.x;
    const targets: {
      route: keyof typeof routeFiles;
      path: string;
      params: Record<string, string>;
      method?: string;
      body?: unknown;
    }[] = [
      { route: "campaigns", path: "/api/campaigns", params: {} },
      { route: "campaign", path: `/api/campaigns/${id}`, params: { id } },
      { route: "exportCsv", path: `/api/campaigns/${id}/export`, params: { id } },
      { route: "links", path: `/api/campaigns/${id}/review-links`, params: { id } },
      {
        route: "asset",
        path: `/api/campaigns/${id}/assets/${asset}`,
        params: { id, assetId: asset },
        method: "PATCH",
      },
      { route: "setting", path: `/api/campaigns/${id}/review`, params: { id }, method: "PUT" },
      { route: "copies", path: "/api/copies", params: {} },
      { route: "presets", path: "/api/presets", params: {} },
      { route: "apiKeys", path: "/api/api-keys", params: {} },
      { route: "usage", path: "/api/usage", params: {} },
      { route: "extensionMe", path: "/api/extension/me", params: {} },
      { route: "v1Campaigns", path: "/api/v1/campaigns", params: {} },
      { route: "v1Campaign", path: `/api/v1/campaigns/${id}`, params: { id } },
      { route: "v1Library", path: "/api/v1/library", params: {} },
      { route: "v1Usage", path: "/api/v1/usage", params: {} },
      {
        route: "mcp",
        path: "/api/mcp",
        params: {},
        method: "POST",
        body: { jsonrpc: "2.0", id: 1, method: "tools/list" },
      },
      { route: "copiesExport", path: "/api/copies/export", params: {} },
    ];
    const ways: { name: string; init: (path: string) => { path: string; init: Init } }[] = [
      { name: "bearer", init: (path) => ({ path, init: { bearer: token } }) },
      { name: "query", init: (path) => ({ path: `${path}?token=${token}`, init: {} }) },
      {
        name: "cookie",
        init: (path) => ({
          path,
          init: {
            cookie: `better-auth.session_token=${token}; __Secure-better-auth.session_token=${token}; token=${token}`,
          },
        }),
      },
    ];
    for (const target of targets)
      for (const way of ways) {
        const { path, init } = way.init(target.path);
        const method = target.method ?? "GET";
        const body = method === "GET" ? undefined : (target.body ?? { text: "hijacked", required: false });
        const response = await send(target.route, path, target.params, { ...init, method, body });
        expect([401, 404], `${method} ${target.path} with the token as a ${way.name}`).toContain(response.status);
        expect(await response.text()).not.toContain("Onboard in two days");
      }
    expect((await ownerCampaign(owner.bearer, id)).reviewRequired).toBe(false);
    const untouched = await getDb().campaignAsset.findUniqueOrThrow({ where: { id: asset }, select: { text: true } });
    expect(untouched.text).toBe("Onboard in two days. Start your free trial");

    // Another campaign's asset, or no asset at all, through this link: missing.
    for (const assetId of [other.assets.x, randomUUID(), "not-an-id"]) {
      const response = await verdict(token, assetId, { verdict: "approved", reviewerName: "Ana" });
      expect(response.status).toBe(404);
    }
    const otherAsset = await getDb().campaignAsset.findUniqueOrThrow({
      where: { id: other.assets.x },
      select: { reviewStatus: true },
    });
    expect(otherAsset.reviewStatus).toBe("none");
  });

  it("is rate limited per address, without locking out another address", async () => {
    const ip = randomIp();
    const guess = () => Buffer.from(randomUUID().repeat(2)).subarray(0, reviewLinks.tokenBytes).toString("base64url");
    for (let index = 0; index < reviewLinks.requestsPerMinute; index += 1)
      expect((await readReview(guess(), ip)).status).toBe(404);
    const limited = await readReview(guess(), ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await readReview(guess(), randomIp())).status).toBe(404);
  });
});
