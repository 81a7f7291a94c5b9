// The offline writer's hooks: ten proven opening-line patterns filled with the topic, so the hook generator works
// without any AI provider. The screen labels them "Offline writer".
import { planning } from "../config/limits";
import type { HooksInput } from "./schema";

type Parts = { topic: string; Topic: string; who: string };

const patterns: ((parts: Parts) => string)[] = [
  ({ who, topic }) => `Most ${who} get ${topic} wrong. Here's the fix.`,
  ({ topic }) => `I spent a year getting ${topic} right. These 3 lessons changed everything.`,
  ({ topic }) => `Stop doing ${topic} the hard way.`,
  ({ topic }) => `The ${topic} mistake nobody talks about.`,
  ({ who, topic }) => `What nobody tells ${who} about ${topic}:`,
  ({ Topic }) => `${Topic} in 10 minutes a day? Here's how.`,
  ({ topic }) => `If ${topic} feels stuck, read this before you give up.`,
  ({ topic }) => `The simplest ${topic} checklist you'll ever need.`,
  ({ topic }) => `Unpopular opinion: ${topic} isn't about what you think.`,
  ({ topic }) => `Before you try ${topic} again, ask yourself one question.`,
  ({ topic }) => `3 signs your ${topic} is costing you more than you think.`,
  ({ Topic }) => `${Topic}, explained like you have 30 seconds.`,
  ({ who, topic }) => `Why the best ${who} treat ${topic} differently.`,
  ({ topic }) => `I tried every ${topic} tip out there. Only one worked.`,
];

/** Lower-cases a leading capital unless it starts an acronym or a name written in capitals ("SEO", "iPhone" stay). */
function midSentence(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** A topic as it reads mid-sentence: spaces folded, end punctuation dropped, a leading capital lowered. */
export function topicPhrase(topic: string): string {
  return midSentence(topic.replace(/\s+/g, " ").replace(/[.!?]+$/, ""));
}

type Subject = Pick<HooksInput, "topic" | "audience">;

function partsOf(input: Subject): Parts {
  const topic = topicPhrase(input.topic);
  const audience = input.audience.replace(/\s+/g, " ").trim();
  return { topic, Topic: topic.charAt(0).toUpperCase() + topic.slice(1), who: audience && audience.length <= 40 ? midSentence(audience) : "people" };
}

/** Every pattern filled in for the topic (and the audience, when it is short enough to read well). */
export function offlineHookCandidates(input: Subject): string[] {
  const parts = partsOf(input);
  return [...new Set(patterns.map((pattern) => pattern(parts)))].filter((hook) => hook.length <= planning.hookMaxCharacters);
}

export function offlineHooks(input: HooksInput): { hooks: string[] } {
  // A topic of at most 120 characters keeps every pattern within the hook length, so there are always enough.
  return { hooks: offlineHookCandidates(input).slice(0, planning.hooksPerRequest) };
}

/** A hook for slot `index` that the current list does not already hold. */
export function offlineHookRewrite(input: HooksInput, current: readonly string[]): { hook: string } {
  const taken = new Set(current.map((hook) => hook.trim()));
  const fresh = offlineHookCandidates(input).find((hook) => !taken.has(hook));
  return { hook: fresh ?? `Here's the one thing about ${partsOf(input).topic} that changed my mind.` };
}
