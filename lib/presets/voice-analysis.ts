// The offline writer's "Learn from samples": measures what can be measured in pasted writing (sentence length,
// person, contractions, questions, emoji, lists, hashtags) and describes it as a voice a writer can follow.
import type { LearnedVoice } from "./schema";

export type VoiceTraits = {
  wordsPerSentence: number;
  sentencesPerParagraph: number;
  person: "you" | "we" | "I" | "neutral";
  contractions: boolean;
  questionShare: number;
  exclamations: boolean;
  emoji: boolean;
  hashtags: boolean;
  lists: boolean;
};

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

export function traitsOf(samples: string): VoiceTraits {
  const text = samples.replace(/\r\n/g, "\n").trim();
  const paragraphs = text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());
  const sentences = text.split(/(?<=[.!?…])\s+|\n+/).filter((sentence) => /\p{L}/u.test(sentence));
  const words = count(text, /[\p{L}\p{N}'’-]+/gu);
  const you = count(text, /\byou(?:r|rs|'re|’re|'ll|’ll)?\b/gi);
  const we = count(text, /\b(?:we|our|us|we're|we’re)\b/gi);
  const i = count(text, /\b(?:I|I'm|I’m|I've|I’ve|my|me)\b/g);
  const strongest = Math.max(you, we, i);
  const person =
    strongest < Math.max(2, words / 100) ? "neutral" : strongest === you ? "you" : strongest === we ? "we" : "I";
  return {
    wordsPerSentence: Math.round(words / Math.max(1, sentences.length)),
    sentencesPerParagraph: Math.max(1, Math.round(sentences.length / Math.max(1, paragraphs.length))),
    person,
    contractions: count(text, /\b\p{L}+['’](?:s|re|ve|ll|d|t|m)\b/giu) >= 2,
    questionShare: sentences.length ? count(text, /\?/g) / sentences.length : 0,
    exclamations: count(text, /!/g) >= 2,
    emoji: /\p{Extended_Pictographic}/u.test(text),
    hashtags: /(^|\s)#\p{L}/u.test(text),
    lists: count(text, /^\s*(?:[-*•]|\d+[.)])\s+/gm) >= 2,
  };
}

export function describeTraits(traits: VoiceTraits): LearnedVoice {
  const { wordsPerSentence: length } = traits;
  const rhythm =
    length <= 12
      ? `Short, punchy sentences of about ${length} words.`
      : length <= 20
        ? `Medium-length sentences of about ${length} words that read easily.`
        : `Long, flowing sentences of about ${length} words that explain in depth.`;
  const person = {
    you: 'Speaks directly to the reader as "you".',
    we: 'Speaks as a team ("we", "our").',
    I: "Writes in the first person, from personal experience.",
    neutral: "Keeps the writer in the background and lets the subject lead.",
  }[traits.person];
  const description = [
    rhythm,
    person,
    traits.contractions ? "Conversational: uses contractions." : "Measured and formal: avoids contractions.",
    traits.questionShare >= 0.15 && "Asks the reader questions to keep them engaged.",
    traits.exclamations && "Energetic, with the odd exclamation mark.",
    traits.lists && "Breaks ideas into short lists.",
    traits.emoji ? "Uses emoji sparingly." : "No emoji.",
    traits.hashtags && "Closes with a few hashtags.",
  ].filter(Boolean);
  const tone =
    traits.exclamations && traits.contractions
      ? "Energetic and conversational"
      : traits.contractions
        ? "Conversational and direct"
        : length > 20
          ? "Professional and thorough"
          : "Clear and professional";
  const styleNotes = [
    `Sentences: about ${length} words.`,
    `Paragraphs: about ${traits.sentencesPerParagraph} sentence${traits.sentencesPerParagraph === 1 ? "" : "s"}.`,
    `Questions: ${Math.round(traits.questionShare * 100)}% of sentences.`,
    `Emoji: ${traits.emoji ? "yes, sparingly" : "none"}. Hashtags: ${traits.hashtags ? "yes" : "none"}.`,
  ];
  return { description: description.join(" "), tone, styleNotes: styleNotes.join("\n") };
}
