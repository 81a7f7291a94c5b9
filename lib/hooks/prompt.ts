// The messages for the hook generator: ten hooks for a topic, or one hook of a list rewritten.
import type { ObjectRequest } from "../ai/types";
import { planning } from "../config/generation/requests";
import type { BrandVoice } from "../generator/pipeline/voice";
import { voiceInstructions } from "../generator/prompt";
import { offlineHookRewrite, offlineHooks } from "./offline";
import { hookListSchema, singleHookSchema, type HookList, type HooksInput } from "./schema";

const angles =
  "curiosity gap, contrarian take, specific number, direct question, personal story, common mistake, concrete result, how-to promise, warning, bold claim";

const placement: Record<HooksInput["platform"], string> = {
  "Any platform": "social posts, videos or emails",
  LinkedIn: "LinkedIn posts",
  Instagram: "Instagram captions",
  Threads: "Threads posts",
  X: "X posts",
  TikTok: "TikTok videos (the first words spoken)",
  YouTube: "YouTube videos (the first words spoken)",
  "Email subject line": "emails, as the subject line",
  "Blog headline": "blog articles, as the headline",
};

function system(input: HooksInput, voice: BrandVoice | null): string {
  return [
    "You are Hookline, a senior copywriter who writes the opening lines that stop people scrolling.",
    `Write in ${input.language}.`,
    ...voiceInstructions(voice),
    `The hooks open ${placement[input.platform]}.`,
    `Each hook is one line of at most ${planning.hookMaxCharacters} characters, specific to the topic, with no hashtags, numbering or surrounding quotation marks. Never invent statistics.`,
  ].join("\n");
}

function brief(input: HooksInput): string {
  return [`Topic: ${input.topic}`, input.audience && `Audience: ${input.audience}`].filter(Boolean).join("\n");
}

export function buildHooksRequest(input: HooksInput, voice: BrandVoice | null = null): ObjectRequest<HookList> {
  return {
    name: "hooks",
    system: `${system(input, voice)}\nWrite exactly ${planning.hooksPerRequest} hooks, each with a different angle (${angles}).`,
    user: brief(input),
    maxTokens: 1200,
    schema: hookListSchema,
    offline: () => offlineHooks(input),
  };
}

/** Rewrites the hook at `regenerate.index`, keeping it different from the other nine. */
export function buildHookRewriteRequest(
  input: HooksInput,
  voice: BrandVoice | null = null,
): ObjectRequest<{ hook: string }> {
  const { index, hooks } = input.regenerate ?? { index: 0, hooks: [] };
  const list = hooks.map((hook, position) => `${position + 1}. ${hook}`).join("\n");
  return {
    name: "hook",
    system: `${system(input, voice)}\nWrite one new hook that replaces hook ${index + 1} with an angle none of the other hooks use.`,
    user: `${brief(input)}\n\nCurrent hooks:\n${list}`,
    maxTokens: 300,
    schema: singleHookSchema,
    offline: () => offlineHookRewrite(input, hooks),
  };
}
