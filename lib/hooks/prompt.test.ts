import { describe, expect, it } from "vitest";
import { z } from "zod";

import { buildHookRewriteRequest, buildHooksRequest } from "./prompt";
import { hookListSchema, hooksInputSchema } from "./schema";

const input = hooksInputSchema.parse({
  topic: "Cold email for B2B SaaS",
  audience: "founders",
  platform: "LinkedIn",
  language: "Spanish",
});

describe("hook prompts", () => {
  it("asks for exactly ten hooks in the chosen language, platform and voice", () => {
    const request = buildHooksRequest(input, {
      name: "Plain",
      tone: "calm",
      audience: "",
      styleNotes: "",
      wordsToAvoid: "hack",
      description: "",
    });
    expect({
      system: request.system,
      user: request.user,
      maxTokens: request.maxTokens,
      name: request.name,
    }).toMatchSnapshot();
    expect(request.system).toContain("Write exactly 10 hooks");
    expect(request.system).toContain("Never use these words: hack.");
    expect(z.toJSONSchema(request.schema)).toMatchObject({ properties: { hooks: { minItems: 10, maxItems: 10 } } });
  });

  it("refuses a model answer with nine hooks or an empty one", () => {
    const nine = Array.from({ length: 9 }, (_, i) => `Hook ${i}`);
    expect(hookListSchema.safeParse({ hooks: nine }).success).toBe(false);
    expect(hookListSchema.safeParse({ hooks: [...nine, " "] }).success).toBe(false);
    expect(hookListSchema.safeParse({ hooks: [...nine, "Hook 9"] }).success).toBe(true);
  });

  it("rewrites one hook with the other nine in view", () => {
    const hooks = Array.from({ length: 10 }, (_, i) => `Existing hook ${i + 1}`);
    const request = buildHookRewriteRequest({ ...input, regenerate: { index: 3, hooks } });
    expect(request.system).toContain("replaces hook 4");
    expect(request.user).toContain("10. Existing hook 10");
  });
});

describe("offline hooks", () => {
  it("writes ten different hooks about the topic that a model answer would also have to satisfy", () => {
    const { hooks } = buildHooksRequest(input).offline();
    expect(hookListSchema.parse({ hooks }).hooks).toHaveLength(10);
    expect(new Set(hooks).size).toBe(10);
    expect(hooks.filter((hook) => /cold email/i.test(hook)).length).toBeGreaterThanOrEqual(5);
    expect(hooks[0]).toBe("What's your take on cold email for B2B SaaS?");
  });

  it("keeps the longest topic within the hook length", () => {
    const long = hooksInputSchema.parse({ topic: "x".repeat(120), audience: "a".repeat(200) });
    expect(hookListSchema.safeParse(buildHooksRequest(long).offline()).success).toBe(true);
  });

  it("replaces a hook with one the list does not hold yet", () => {
    const { hooks } = buildHooksRequest(input).offline();
    const { hook } = buildHookRewriteRequest({ ...input, regenerate: { index: 0, hooks } }).offline();
    expect(hooks).not.toContain(hook);
    expect(hook).toContain("cold email");
  });
});
