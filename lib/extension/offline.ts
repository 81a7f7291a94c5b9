// The offline writer's replies (no AI provider configured): short templates per tone around the post's opening
// words, always within X's 280. English only, like the rest of the offline writer.
import type { ReplyInput, ReplyTone } from "./schema";

/** The post's first sentence, cut at a word to at most `max` characters. */
export function openingOf(post: string, max = 60): string {
  const sentence =
    post
      .replace(/\s+/g, " ")
      .trim()
      .split(/(?<=[.!?])\s/)[0] ?? "";
  const clean = sentence.replace(/[.!?]+$/, "");
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 1)).trimEnd()}…`;
}

const templates: Record<ReplyTone, ((quote: string) => string)[]> = {
  neutral: [
    (q) => `Interesting point: “${q}”. What made you think about it now?`,
    (q) => `Thanks for sharing. “${q}” is worth a longer conversation. How did it work out for you?`,
    (q) => `Good food for thought. “${q}” is one I'll come back to.`,
  ],
  agreeing: [
    (q) => `Agreed. “${q}” is exactly where most people lose time, and few say it this clearly.`,
    (q) => `This. I've seen the same: “${q}” holds up every time I've tried it.`,
    (q) => `Couldn't agree more. “${q}” deserves more attention than it gets.`,
  ],
  disagreeing: [
    (q) => `I see it a bit differently. “${q}” depends a lot on context. What would change your mind?`,
    (q) => `Respectfully, I'm not sure “${q}” holds for smaller teams. Have you seen counterexamples?`,
    (q) => `Playing devil's advocate: the evidence on “${q}” is more mixed than this suggests.`,
  ],
  funny: [
    (q) => `Me reading “${q}” before my first coffee: bold, but I'm listening.`,
    (q) => `“${q}”. My to-do list just filed a complaint.`,
    (q) => `Screenshotting “${q}” for the next meeting that could have been an email.`,
  ],
  insightful: [
    (q) => `One angle to add to “${q}”: the second-order effects usually matter more than the first.`,
    (q) => `The underrated part of “${q}”: it compounds. Small wins early change what's possible later.`,
    (q) => `A question that sharpens “${q}”: what would you stop doing if this worked?`,
  ],
};

export function offlineReplies(input: Pick<ReplyInput, "postText" | "tone" | "count">): { replies: string[] } {
  const quote = openingOf(input.postText);
  return { replies: templates[input.tone].slice(0, input.count).map((template) => template(quote)) };
}
