// The offline writer's content plan: a month that moves from the problem to the method, to proof, to the offer,
// with formats native to each platform and hooks from the hook patterns. The screen labels it "Offline writer".
import { offlineHookCandidates, topicPhrase } from "../hooks/offline";
import type { ContentPlan, ContentPlanInput, PlanPlatform, PlanPost } from "./schema";

const weeks = [
  { theme: (topic: string) => `Why ${topic} matters`, angles: ["The problem nobody names", "A common myth", "Your audience's biggest question", "The cost of doing nothing", "A quick poll", "An honest confession", "Behind the scenes"] },
  { theme: (topic: string) => `How to get ${topic} right`, angles: ["A step-by-step how-to", "The checklist you use", "A before-and-after", "One tip in 60 seconds", "The framework behind it", "Your favourite tool or template", "Common questions answered"] },
  { theme: (topic: string) => `${topic} in practice`, angles: ["A customer story", "Lessons learned the hard way", "A result you can share", "An expert's view", "A mistake you made", "A mini case study", "Community highlights"] },
  { theme: (topic: string) => `Your next step with ${topic}`, angles: ["The invitation", "Frequently asked questions", "A recap of the month", "A testimonial", "What's coming next", "Ask me anything", "A limited offer"] },
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

function angleText(input: ContentPlanInput, name: string): string {
  // A long audience description reads badly mid-sentence (and could overrun the angle's length): it is left out.
  const audience = input.audience && input.audience.length <= 60 ? ` for ${input.audience}` : "";
  return `${name} about ${topicPhrase(input.topic)}${audience}.`;
}

function post(input: ContentPlanInput, week: number, slot: number, hooks: string[]): PlanPost {
  const order = week * input.postsPerWeek + slot;
  const platform = input.platforms[order % input.platforms.length] as PlanPlatform;
  const angles = weeks[week]?.angles ?? [];
  return {
    platform,
    format: formats[platform][(week + slot) % formats[platform].length] ?? "Post",
    angle: angleText(input, angles[slot % angles.length] ?? "A story"),
    hook: hooks[order % hooks.length] ?? input.topic,
  };
}

export function offlineContentPlan(input: ContentPlanInput): ContentPlan {
  const hooks = offlineHookCandidates(input);
  const subject = topicPhrase(input.topic);
  return {
    weeks: weeks.map((week, index) => {
      const theme = week.theme(subject);
      return { theme: theme.charAt(0).toUpperCase() + theme.slice(1), posts: Array.from({ length: input.postsPerWeek }, (_, slot) => post(input, index, slot, hooks)) };
    }),
  };
}

/** A replacement for one post on the same platform: an angle of its week and a hook the plan does not use yet. */
export function offlinePostRewrite(input: ContentPlanInput, plan: ContentPlan, week: number, slot: number): PlanPost {
  const current = plan.weeks[week]?.posts[slot];
  // The post stays on its platform unless the brief no longer has it.
  const platform = current && input.platforms.includes(current.platform) ? current.platform : input.platforms[0];
  const usedAngles = new Set(plan.weeks[week]?.posts.map((item) => item.angle));
  const usedHooks = new Set(plan.weeks.flatMap((item) => item.posts.map((other) => other.hook)));
  const angles = (weeks[week]?.angles ?? []).map((name) => angleText(input, name));
  const hooks = offlineHookCandidates(input);
  const options = formats[platform];
  return {
    platform,
    format: options.find((format) => format !== current?.format) ?? options[0] ?? "Post",
    angle: angles.find((angle) => !usedAngles.has(angle)) ?? angles[(slot + 1) % angles.length] ?? angleText(input, "A story"),
    hook: hooks.find((hook) => !usedHooks.has(hook)) ?? hooks[0] ?? input.topic,
  };
}
