import { describe, expect, it } from "vitest";

import { createPostProblems, type FakeIntegration } from "@/tests/support/fake-postiz";

import type { BatchPost } from "../sender";
import {
  buildPostizRequest,
  channelOfProvider,
  integrationsByChannel,
  postizContent,
  postizLength,
  type PostizChannels,
} from "./build";

const integrations: FakeIntegration[] = [
  { id: "int-x", name: "Hookline on X", identifier: "x", maxLength: 280 },
  { id: "int-li-old", name: "Old page", identifier: "linkedin-page", disabled: true, maxLength: 3000 },
  { id: "int-li", name: "Hookline page", identifier: "linkedin-page", maxLength: 3000 },
  { id: "int-ig", name: "hookline.app", identifier: "instagram-standalone", maxLength: 2200 },
  { id: "int-th", name: "Threads", identifier: "threads", maxLength: 500 },
];

const refs = integrations.map((item) => ({ ...item, disabled: item.disabled ?? false }));

const channels: PostizChannels = Object.fromEntries(
  Object.entries(integrationsByChannel(refs)).map(([channel, integration]) => [
    channel,
    { integration, maxLength: integration.maxLength },
  ]),
);

const post = (handoffId: string, channel: string, text: string, postAt: string | null = null): BatchPost => ({
  handoffId,
  assetId: `asset-${handoffId}`,
  channel,
  text,
  postAt: postAt ? new Date(postAt) : null,
});

describe("which integration takes a channel", () => {
  it("is the first enabled one of the channel's providers; a provider with no campaign channel takes none", () => {
    const chosen = integrationsByChannel(refs);
    expect(chosen.x?.id).toBe("int-x");
    expect(chosen.linkedin?.id).toBe("int-li");
    expect(chosen.instagram?.id).toBe("int-ig");
    expect(chosen.facebook).toBeUndefined();
    expect(channelOfProvider("linkedin-page")).toBe("linkedin");
    expect(channelOfProvider("youtube")).toBeNull();
  });
});

describe("the text as Postiz reads it", () => {
  it("is one escaped paragraph a line, and counted as Postiz counts it", () => {
    expect(postizContent("Ship <faster> & better\n\nNow")).toBe(
      "<p>Ship &lt;faster&gt; &amp; better</p><p></p><p>Now</p>",
    );
    // Postiz takes the larger of X's weighted count and the plain length: a long link counts in full.
    expect(postizLength("x", "Hi https://hookline.example/a-very-long-path-indeed")).toBe(51);
    expect(postizLength("x", "日本")).toBe(4);
    expect(postizLength("x", "🙂")).toBe(2);
    expect(postizLength("linkedin", "🙂")).toBe(2);
    expect(postizLength("threads", "abc")).toBe(3);
  });
});

describe("one request for a campaign day", () => {
  const day = [
    post("h1", "x", "Launch day on X", "2026-12-07T08:00:00.000Z"),
    post("h2", "linkedin", "Launch day on LinkedIn", "2026-12-07T08:00:00.000Z"),
    post("h3", "instagram", "Launch day on Instagram", "2026-12-07T12:00:00.000Z"),
  ];

  it("carries every channel's post with its integration, the X setting, and the day's first time", () => {
    const built = buildPostizRequest(day, channels, { schedule: false, whoCanReply: "following" });
    expect(built.refused).toEqual([]);
    expect(built.included).toEqual([
      { handoffId: "h1", integrationId: "int-x" },
      { handoffId: "h2", integrationId: "int-li" },
      { handoffId: "h3", integrationId: "int-ig" },
    ]);
    expect(built.body).toEqual({
      type: "draft",
      shortLink: false,
      date: "2026-12-07T08:00:00.000Z",
      tags: [],
      posts: [
        {
          integration: { id: "int-x" },
          value: [{ content: "<p>Launch day on X</p>", image: [] }],
          settings: { __type: "x", who_can_reply_post: "following" },
        },
        {
          integration: { id: "int-li" },
          value: [{ content: "<p>Launch day on LinkedIn</p>", image: [] }],
          settings: { __type: "linkedin-page" },
        },
        {
          integration: { id: "int-ig" },
          value: [{ content: "<p>Launch day on Instagram</p>", image: [] }],
          settings: { __type: "instagram-standalone", post_type: "post" },
        },
      ],
    });
    // Postiz's own rules accept it.
    expect(createPostProblems(built.body, integrations)).toEqual([]);
  });

  it("schedules when asked", () => {
    expect(buildPostizRequest(day, channels, { schedule: true, whoCanReply: "everyone" }).body?.type).toBe("schedule");
  });

  it("refuses a post with no integration for its channel, and one over the integration's maximum, without sending them", () => {
    const built = buildPostizRequest(
      [post("h1", "x", "a".repeat(281)), post("h2", "facebook", "Hello"), post("h3", "threads", "Fine")],
      channels,
      { schedule: false, whoCanReply: "everyone" },
      new Date("2026-12-01T10:00:00.000Z"),
    );
    expect(built.refused).toEqual([
      { handoffId: "h1", message: expect.stringMatching(/281 characters .* takes 280/) },
      { handoffId: "h2", message: expect.stringMatching(/no Facebook channel is connected in Postiz/) },
    ]);
    expect(built.included).toEqual([{ handoffId: "h3", integrationId: "int-th" }]);
    // No posting time: the request is dated now (a draft without a time).
    expect(built.body?.date).toBe("2026-12-01T10:00:00.000Z");
    expect(
      buildPostizRequest([post("h2", "facebook", "Hello")], channels, { schedule: false, whoCanReply: "everyone" })
        .body,
    ).toBeNull();
  });

  it("is what Postiz refuses when a rule is broken", () => {
    const built = buildPostizRequest(day, channels, { schedule: false, whoCanReply: "everyone" });
    const broken = { ...built.body, posts: built.body!.posts.map((item) => ({ ...item, settings: {} })) };
    expect(createPostProblems(broken, integrations)).toEqual([
      "posts.0.settings.who_can_reply_post must be one of the following values: everyone, following, mentionedUsers, subscribers, verified",
      "posts.2.settings.post_type must be one of the following values: post, story",
    ]);
    expect(createPostProblems({ ...built.body, posts: [] }, integrations)).toContain(
      "posts must contain at least 1 elements",
    );
    expect(
      createPostProblems({ ...built.body, posts: [{ ...built.body!.posts[1], value: [] }] }, integrations),
    ).toContain("posts.0.value must contain at least 1 elements");
  });
});
