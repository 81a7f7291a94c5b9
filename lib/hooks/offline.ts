// The offline writer's hooks: opening-line patterns filled from the topic and the audience, so the hook generator
// works without any AI provider. The patterns invent no numbers, results or personal history, and they take turns
// between the whole topic, its short form ("Meal prep" of "Meal prep for busy parents") and the audience, so the
// list does not repeat the topic in every line. The screen labels them "Offline writer".
import { planning } from "../config/generation/requests";
import { midSentence, upperFirst } from "../generator/pipeline/text-rules";
import type { HooksInput } from "./schema";

/** The parts of a topic the patterns use; `short` and `rest` are null when the topic has no shorter form. */
export type TopicParts = {
  /** The whole topic as it reads mid-sentence, and at the start of one. */
  topic: string;
  Topic: string;
  /** The head of what the topic is about: "meal prep" of "meal prep for busy parents", "bookkeeping" of "Ledgerly, bookkeeping for freelancers" (a name before a comma is not what the problem hooks should blame). */
  short: string | null;
  /** What follows a comma or colon in the topic: "bookkeeping for freelancers". */
  rest: string | null;
  /** The audience when the brief names one briefly enough to read well mid-sentence. */
  who: string | null;
  /** A topic written as a clause ("Why we stopped…") reads well only where a title would. */
  clause: boolean;
};

/** A topic as it reads mid-sentence: spaces folded, end punctuation dropped, a leading capital lowered unless a name. */
export function topicPhrase(topic: string): string {
  return midSentence(topic.replace(/\s+/g, " ").replace(/[.!?]+$/, ""));
}

const clauseStart = /^(why|how|what|when|where|who|which|should|can|could|is|are|do|does|did|will|would|we|i|you)\b/i;

export function topicParts(input: { topic: string; audience: string }, audienceMax = 40): TopicParts {
  const topic = topicPhrase(input.topic);
  const split = /^(.+?)(?:\s*[,:]\s+|\s+[–—-]\s+)(.+)$/.exec(topic);
  const about = split?.[2] ?? topic;
  const head = /^(.+?)\s+(?:for|that|when|with)\s+\S/.exec(about)?.[1] ?? (split ? about : null);
  const audience = input.audience.replace(/\s+/g, " ").trim();
  return {
    topic,
    Topic: upperFirst(topic),
    short: head && head.split(" ").length <= 4 ? head : null,
    rest: split?.[2] ?? null,
    who: audience && audience.length <= audienceMax ? midSentence(audience) : null,
    clause: clauseStart.test(topic),
  };
}

type Pattern = (parts: TopicParts) => string | null;

// In the order the list uses them: whole topic, short form, audience or none, in turn.
const patterns: Pattern[] = [
  ({ topic }) => `What's your take on ${topic}?`,
  ({ short, topic, clause }) => (clause ? null : `Stop guessing at ${short ?? topic}.`),
  ({ who }) => (who ? `${upperFirst(who)}: this one's for you.` : null),
  ({ Topic }) => `${Topic}, explained in plain words.`,
  ({ short, topic, clause }) => (clause ? null : `Are you making ${short ?? topic} harder than it has to be?`),
  ({ rest }) => (rest ? `${upperFirst(rest)}: what matters most?` : null),
  ({ who, topic }) => `If ${who ?? "you"} asked me about ${topic}, this is what I'd say.`,
  ({ short }) => (short && short.split(" ").length <= 3 ? `One ${short} mistake worth avoiding.` : null),
  ({ who }) => (who ? `A question for ${who}: what is slowing you down right now?` : null),
  ({ topic }) => `Thinking about ${topic}? Start here.`,
  () => "If this sounds familiar, keep reading.",
  ({ short, topic }) => `The simplest way to think about ${short ?? topic}.`,
  ({ Topic }) => `${Topic}: the questions worth asking first.`,
  () => "Here's a simpler way to look at it.",
  ({ Topic }) => `${Topic}, without the hype.`,
  ({ topic }) => `A few honest notes on ${topic}.`,
  ({ short, clause }) => (short && !clause ? `${upperFirst(short)}, minus the guesswork.` : null),
  ({ Topic }) => `${Topic}. Let's talk about it.`,
];

type Subject = Pick<HooksInput, "topic" | "audience">;

/** Every pattern that fits the topic and the audience, filled in, without repeats. */
export function offlineHookCandidates(input: Subject): string[] {
  const parts = topicParts(input);
  return [...new Set(patterns.map((pattern) => pattern(parts)).filter((hook): hook is string => Boolean(hook)))].filter(
    (hook) => hook.length <= planning.hookMaxCharacters,
  );
}

export function offlineHooks(input: HooksInput): { hooks: string[] } {
  // Eleven patterns need only the topic, each within the hook length for a 120-character topic: always enough.
  return { hooks: offlineHookCandidates(input).slice(0, planning.hooksPerRequest) };
}

/** A hook for slot `index` that the current list does not already hold. */
export function offlineHookRewrite(input: HooksInput, current: readonly string[]): { hook: string } {
  const taken = new Set(current.map((hook) => hook.trim()));
  const fresh = offlineHookCandidates(input).find((hook) => !taken.has(hook));
  return { hook: fresh ?? `Another way to look at ${topicParts(input).topic}.` };
}
