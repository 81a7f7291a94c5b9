// Words that should not be there: the brand voice's words to avoid, and the tells of machine-written copy (stock
// phrases and chains of em dashes). A word on both lists counts once, against the brand voice.
import { aiTells } from "../config/generation/scoring";
import { parseWordsToAvoid } from "../generator/pipeline/phrases";
import { check } from "./check";
import { copyLines, listOf, phrasePattern, phrasesIn, plural, sentencesOf } from "./text";
import type { ScoreCheck, ScoreContext } from "./types";

export { parseWordsToAvoid };

// The avoid list changes only when the brand voice does, so its pattern is built once per list, not per render.
let avoidCache: { key: string; pattern: RegExp | null } = { key: "", pattern: null };
function avoidPattern(words: readonly string[]): RegExp | null {
  const key = words.join("\n");
  if (avoidCache.key !== key) avoidCache = { key, pattern: phrasePattern(words) };
  return avoidCache.pattern;
}

export function avoidWordsCheck(variant: string, { avoidWords }: ScoreContext): ScoreCheck | null {
  if (avoidWords.length === 0) return null;
  const found = phrasesIn(variant, avoidPattern(avoidWords));
  return found.length === 0
    ? check("avoidWords", true, `None of the brand voice's ${plural(avoidWords.length, "word")} to avoid`)
    : check("avoidWords", false, `Uses ${listOf(found)}, which the brand voice avoids`);
}

const tellPattern = phrasePattern(aiTells.phrases);
const emDash = /—|\s–\s|\s--\s/g;

const emDashesIn = (text: string) => text.match(emDash)?.length ?? 0;

/** Why the em dashes read as a tic, or null when they do not. */
function emDashChain(variant: string): string | null {
  const total = emDashesIn(variant);
  if (total > aiTells.emDashesPerVariant) return `${total} em dashes`;
  if (total < 2) return null;
  const chained = sentencesOf(copyLines(variant)).find(
    (sentence) => emDashesIn(sentence) > aiTells.emDashesPerSentence,
  );
  return chained ? `${emDashesIn(chained)} em dashes in one sentence` : null;
}

export function aiTellsCheck(variant: string, { avoidWords }: ScoreContext): ScoreCheck {
  const voiceWords = new Set(phrasesIn(variant, avoidPattern(avoidWords)));
  const phrases = phrasesIn(variant, tellPattern).filter((phrase) => !voiceWords.has(phrase));
  const chain = emDashChain(variant);
  const tells = [phrases.length > 0 ? listOf(phrases) : null, chain].filter((tell): tell is string => tell !== null);
  return tells.length === 0
    ? check("aiTells", true, "No stock AI phrases or em-dash chains")
    : check("aiTells", false, `Reads as machine-written: ${tells.join("; ")}`);
}
