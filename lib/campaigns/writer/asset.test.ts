import { describe, expect, it } from "vitest";

import { ProvidersUnavailableError } from "../../ai/fallback";
import { offlineWriter } from "../../ai/offline";
import { campaignChannelIds, campaignChannels, type CampaignChannel } from "../../config/campaigns";
import { responsiveSearchAdSet } from "../../generator/pipeline/rsa";
import { countTerm } from "../banned-terms";
import { checkGuardrails } from "../guardrails";
import { assetLength } from "../limits";
import { assetLink } from "../links";
import { writeAsset } from "./asset";
import { channelFormat } from "./generator-input";
import { DisclosureTooLongForSearchAdError } from "./search-ad";
import { testCampaign, testOrder } from "./test-campaign";
import { failingProvider, overshootingProvider } from "./test-providers";

const rules = testCampaign;
const overshooting = () => overshootingProvider({ bannedTerms: rules.bannedTerms });
const never = () => new AbortController().signal;
// Tightening far too long copy takes a while on a busy machine.
const slow = 30_000;

const writers = [
  { name: "a model that overshoots", chain: () => [overshooting()] },
  { name: "the offline writer", chain: () => [offlineWriter] },
];

async function written(channel: CampaignChannel, chain = [offlineWriter], slot = 0) {
  const order = testOrder(channel, slot);
  const { text, writer } = await writeAsset(order, chain, never());
  return { order, text, writer };
}

describe.each(writers)("an asset written by $name", ({ chain }) => {
  it.each(campaignChannelIds)(
    "on %s is within its hard limit and passes the guardrails",
    async (channel) => {
      const { order, text } = await written(channel, chain());
      expect(assetLength(channel, text).within).toBe(true);
      const report = checkGuardrails([{ id: order.asset.id, channel, text }], rules);
      expect(report.assets[0]).toMatchObject({
        bannedTerms: [],
        disclosure: campaignChannels[channel].paidAd ? "present" : "not required",
        callToAction: { present: true },
      });
      for (const term of rules.bannedTerms) expect(countTerm(text, term)).toBe(0);
    },
    slow,
  );

  it.each(campaignChannelIds.filter((channel) => campaignChannels[channel].link))(
    "on %s carries the landing page tagged for the asset",
    async (channel) => {
      const { order, text } = await written(channel, chain());
      const link = assetLink(rules.landingUrl, order.asset, order.slug) ?? "";
      expect(text).toContain(link);
      expect(Object.fromEntries(new URL(link).searchParams)).toMatchObject({
        utm_source: campaignChannels[channel].link?.utmSource,
        utm_campaign: "spring-launch",
        utm_content: order.asset.id,
      });
    },
    slow,
  );

  it.each(campaignChannelIds.filter((channel) => !campaignChannels[channel].link))(
    "on %s carries no link",
    async (channel) => {
      const { text } = await written(channel, chain());
      expect(text).not.toContain(rules.landingUrl);
    },
  );

  it("on Google is a search ad Google takes: enough lines, each within its limit, the final URL first", async () => {
    const { order, text } = await written("googleSearchAd", chain());
    const set = responsiveSearchAdSet(channelFormat("googleSearchAd"), text);
    expect(set?.problems).toEqual([]);
    expect(set?.leftOut).toEqual([]);
    expect(text.split("\n")[0]).toBe(`Final URL: ${assetLink(rules.landingUrl, order.asset, order.slug)}`);
    expect(text).toMatch(/^Description \d: Paid partnership with Hookline\.$/m);
  });
});

describe("the asset writer", () => {
  it("keeps the call to action, link and closing whole when an X post is cut to 280", async () => {
    const { order, text } = await written("x", [overshooting()]);
    expect(assetLength("x", text)).toMatchObject({ within: true, limit: 280 });
    expect(text.endsWith(`${rules.callToAction}\n${assetLink(rules.landingUrl, order.asset, order.slug)}`)).toBe(true);
  });

  it("counts an X post's link as 23, as X does, so the post keeps the room a long link does not take", async () => {
    const order = testOrder("x");
    const onCom = { ...order, brief: { ...order.brief, landingUrl: "https://hookline.com/spring" } };
    const { text } = await writeAsset(onCom, [overshooting()], never());
    expect(assetLength("x", text).within).toBe(true);
    expect(Array.from(text).length).toBeGreaterThan(280);
  });

  it("holds an asset to its own call to action when it sets one", async () => {
    const order = testOrder("linkedin");
    const own = { ...order, asset: { ...order.asset, callToAction: "Book a demo this week" } };
    const { text } = await writeAsset(own, [overshooting()], never());
    expect(text).toContain("Book a demo this week");
  });

  it("asks the model for the pillar, its key messages, the call to action and no banned term", async () => {
    const model = overshooting();
    await writeAsset(testOrder("threads"), [model], never());
    const system = model.requests[0]?.system ?? "";
    expect(system).toContain('"Fast onboarding"');
    expect(system).toContain(`"${rules.keyMessages[0]}"`);
    expect(system).toContain(`"${rules.callToAction}"`);
    expect(system).toContain('"best ever"');
  });

  it("writes a channel's posts from different angles, so no two of them are the same", async () => {
    const posts = await Promise.all([0, 1, 3, 4].map(async (slot) => (await written("x", [offlineWriter], slot)).text));
    const same = testOrder("x", 0);
    const samePillar = await Promise.all(
      [0, 1, 2, 3].map(async (slot) => {
        const order = { ...same, asset: { ...same.asset, slot } };
        return (await writeAsset(order, [offlineWriter], never())).text;
      }),
    );
    expect(new Set(posts).size).toBe(posts.length);
    expect(new Set(samePillar).size).toBe(samePillar.length);
  });

  it("falls over to the next provider when one fails before writing", async () => {
    const flaky = failingProvider(1, overshooting());
    const { writer } = await written("x", [flaky, offlineWriter]);
    expect(writer.id).toBe("offline");
  });

  it("lets a provider's failure through, so the job retries", async () => {
    await expect(written("x", [failingProvider(1, overshooting())])).rejects.toBeInstanceOf(ProvidersUnavailableError);
  });

  it("stops when the signal is aborted, before or while the text streams", async () => {
    const aborted = AbortSignal.abort();
    await expect(writeAsset(testOrder("x"), [offlineWriter], aborted)).rejects.toThrow();
    const controller = new AbortController();
    const model = overshooting();
    const reading = writeAsset(testOrder("linkedin"), [model], controller.signal);
    controller.abort();
    await expect(reading).rejects.toBeDefined();
  });

  it("refuses a Google search ad whose disclosure no description can hold, saying why", async () => {
    const disclosure = "Paid partnership. Terms apply; the offer is open to new customers only until the end of May.";
    const order = testOrder("googleSearchAd");
    const long = { ...order, brief: { ...order.brief, disclosure } };
    await expect(writeAsset(long, [offlineWriter], never())).rejects.toThrow(DisclosureTooLongForSearchAdError);
    await expect(writeAsset(long, [offlineWriter], never())).rejects.toThrow(/shorten the disclosure to 90/);
  });

  it("tidies the spaces a removed banned term leaves", async () => {
    const { text } = await written("linkedin", [overshooting()]);
    expect(text).not.toMatch(/ {2}| [,.]/);
  });
});
