// The offline writer's content plan: a month that moves from the problem to the method, to proof, to the next step,
// with formats native to each platform and hooks from the hook patterns. Angles take turns between the whole topic,
// its short form and the audience, invent no results (a placeholder stands where a number or an offer belongs), and
// not every item repeats the topic. The screen labels it "Offline writer".
import { offerPlaceholder } from "../generator/pipeline/placeholders";
import { upperFirst } from "../generator/pipeline/text-rules";
import { offlineHookCandidates, topicParts, type TopicParts } from "../hooks/offline";
import type { ContentPlan, ContentPlanInput, PlanPlatform, PlanPost } from "./schema";

type Words = { topic: string; short: string; who: string };
type Week = { theme: (parts: TopicParts, words: Words) => string; angles: ((words: Words) => string)[] };

const weeks: Week[] = [
  {
    theme: ({ Topic }) => `${Topic}: why it matters`,
    angles: [
      ({ short, who }) => `The problem with ${short}, as seen by ${who}.`,
      ({ short }) => `A common myth about ${short}, and what is true instead.`,
      ({ topic }) => `A poll: what is the hardest part of ${topic}?`,
      ({ short }) => `What doing nothing about ${short} costs.`,
      ({ topic }) => `The question to ask before starting with ${topic}.`,
      () => "An honest confession about your own first attempt.",
      ({ short }) => `Behind the scenes: how you approach ${short}.`,
    ],
  },
  {
    theme: (_, { short }) => `${upperFirst(short)}, step by step`,
    angles: [
      ({ topic }) => `A step-by-step how-to for ${topic}.`,
      ({ short }) => `The checklist you use for ${short}.`,
      () => "A before-and-after example from your own work.",
      ({ who }) => `One tip in under a minute, for ${who}.`,
      () => "The framework behind your approach.",
      ({ short }) => `Your favourite tool or template for ${short}.`,
      ({ topic }) => `Common questions about ${topic}, answered.`,
    ],
  },
  {
    theme: (_, { short }) => `Proof: ${short} in practice`,
    angles: [
      ({ short }) => `A customer story about ${short}.`,
      () => "A lesson learned the hard way.",
      () => "A result you can share, with [your numbers].",
      ({ topic }) => `An expert's view on ${topic}.`,
      () => "A mistake you made, and what changed after.",
      ({ who }) => `A mini case study for ${who}.`,
      () => "Highlights from your community.",
    ],
  },
  {
    theme: (_, { who }) => `What ${who} can do next`,
    angles: [
      () => `The invitation: ${offerPlaceholder}.`,
      ({ short }) => `Frequently asked questions about ${short}.`,
      () => "A recap of the month.",
      ({ who }) => `A testimonial from ${who}: [their words].`,
      () => "What's coming next.",
      ({ topic }) => `Ask me anything about ${topic}.`,
      () => `A reminder of ${offerPlaceholder}, with [your deadline].`,
    ],
  },
];

const formats: Record<PlanPlatform, string[]> = {
  LinkedIn: ["Text post", "Carousel", "Poll"],
  Instagram: ["Carousel", "Reel", "Story"],
  Threads: ["Text post", "Thread"],
  X: ["Thread", "Single post", "Poll"],
  Facebook: ["Image post", "Short video", "Text post"],
  TikTok: ["Short video", "Talking-head video"],
  YouTube: ["Long-form video", "Short"],
  Blog: ["How-to article", "Listicle", "Case study"],
  "Email newsletter": ["Newsletter", "Story email"],
};

function wordsOf(input: ContentPlanInput): { parts: TopicParts; words: Words } {
  // A long audience description reads badly mid-sentence (and could overrun an angle's length): it is not used.
  const parts = topicParts(input, 60);
  return { parts, words: { topic: parts.topic, short: parts.short ?? parts.topic, who: parts.who ?? "your audience" } };
}

function anglesOf(input: ContentPlanInput, week: number): string[] {
  const { words } = wordsOf(input);
  return (weeks[week]?.angles ?? []).map((angle) => upperFirst(angle(words)));
}

function post(input: ContentPlanInput, week: number, slot: number, hooks: string[]): PlanPost {
  const order = week * input.postsPerWeek + slot;
  const platform = input.platforms[order % input.platforms.length] as PlanPlatform;
  const angles = anglesOf(input, week);
  return {
    platform,
    format: formats[platform][(week + slot) % formats[platform].length] ?? "Post",
    angle: angles[slot % angles.length] ?? "A story from your own work.",
    hook: hooks[order % hooks.length] ?? input.topic,
  };
}

export function offlineContentPlan(input: ContentPlanInput): ContentPlan {
  const hooks = offlineHookCandidates(input);
  const { parts, words } = wordsOf(input);
  return {
    weeks: weeks.map((week, index) => ({
      theme: upperFirst(week.theme(parts, words)),
      posts: Array.from({ length: input.postsPerWeek }, (_, slot) => post(input, index, slot, hooks)),
    })),
  };
}

/** A replacement for one post on the same platform: an angle of its week and a hook the plan does not use yet. */
export function offlinePostRewrite(input: ContentPlanInput, plan: ContentPlan, week: number, slot: number): PlanPost {
  const current = plan.weeks[week]?.posts[slot];
  // The post stays on its platform unless the brief no longer has it.
  const platform = current && input.platforms.includes(current.platform) ? current.platform : input.platforms[0];
  const usedAngles = new Set(plan.weeks[week]?.posts.map((item) => item.angle));
  const usedHooks = new Set(plan.weeks.flatMap((item) => item.posts.map((other) => other.hook)));
  const angles = anglesOf(input, week);
  const hooks = offlineHookCandidates(input);
  const options = formats[platform];
  return {
    platform,
    format: options.find((format) => format !== current?.format) ?? options[0] ?? "Post",
    angle:
      angles.find((angle) => !usedAngles.has(angle)) ??
      angles[(slot + 1) % angles.length] ??
      "A story from your own work.",
    hook: hooks.find((hook) => !usedHooks.has(hook)) ?? hooks[0] ?? input.topic,
  };
}
