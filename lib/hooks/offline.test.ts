import { describe, expect, it } from "vitest";

import { planning } from "../config/generation/requests";
import { offlineHookRewrite, offlineHooks } from "./offline";
import { hooksInputSchema } from "./schema";

const topics = [
  { topic: "Cold email for B2B SaaS", audience: "founders" },
  { topic: "Ledgerly, bookkeeping for freelancers", audience: "" },
  { topic: "Why we stopped doing weekly status meetings", audience: "engineering managers" },
  { topic: "Meal prep", audience: "" },
  { topic: "t".repeat(120), audience: "a".repeat(200) },
];

const invented = [
  "I spent",
  "lessons",
  "changed everything",
  "nobody talks about",
  "a day",
  "Only one worked",
  "the best",
  "changed my mind",
];

describe.each(topics)("offline hooks for $topic", (brief) => {
  const input = hooksInputSchema.parse(brief);
  const { hooks } = offlineHooks(input);

  it("are ten different opening lines within the hook length", () => {
    expect(hooks).toHaveLength(planning.hooksPerRequest);
    expect(new Set(hooks).size).toBe(hooks.length);
    expect(hooks.every((hook) => hook.length > 0 && hook.length <= planning.hookMaxCharacters)).toBe(true);
  });

  it("do not all repeat the topic word for word", () => {
    const withTopic = hooks.filter((hook) => hook.toLowerCase().includes(brief.topic.toLowerCase()));
    expect(withTopic.length).toBeLessThan(hooks.length);
  });

  it("invent no numbers, results or personal history", () => {
    expect(hooks.join("\n").replace(new RegExp(brief.topic, "gi"), "")).not.toMatch(/\d/);
    for (const phrase of invented) expect(hooks.join("\n")).not.toContain(phrase);
  });

  it("offer a fresh hook when every one of the ten is taken", () => {
    expect(hooks).not.toContain(offlineHookRewrite(input, hooks).hook);
  });
});

describe("offline hooks", () => {
  it("vary between the whole topic, its short form and the audience", () => {
    const { hooks } = offlineHooks(hooksInputSchema.parse(topics[0]));
    expect(hooks.filter((hook) => hook.includes("cold email for B2B SaaS")).length).toBeLessThanOrEqual(5);
    expect(hooks).toContain("Stop guessing at cold email.");
    expect(hooks.some((hook) => hook.startsWith("Founders:"))).toBe(true);
  });

  it("keep a name's capital mid-sentence", () => {
    const { hooks } = offlineHooks(hooksInputSchema.parse(topics[1]));
    expect(hooks.join("\n")).not.toMatch(/\bledgerly\b/);
    expect(hooks).toContain("What's your take on Ledgerly, bookkeeping for freelancers?");
    expect(hooks).toContain("Bookkeeping for freelancers: what matters most?");
  });

  it("use a topic written as a question only where a title reads well", () => {
    const { hooks } = offlineHooks(hooksInputSchema.parse(topics[2]));
    expect(hooks.join("\n")).not.toMatch(/guessing at why|making why/);
  });
});
