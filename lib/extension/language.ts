// Which of the app's languages a post is written in, so the model is told it plainly instead of having to notice.
// A wrong guess is worse than none (the model then matches the post by itself), so every doubt answers null.
import { francAll } from "franc-min";

import { languageDetection } from "../config/extension";
import { languages } from "../generator/options";
import type { ReplyInput } from "./schema";

export type Language = (typeof languages)[number];

/** franc's ISO 639-3 codes for the app's languages; Chinese is decided apart (simplified or traditional). */
const byCode: Readonly<Record<string, Exclude<Language, "Chinese (Simplified)">>> = {
  eng: "English",
  spa: "Spanish",
  fra: "French",
  deu: "German",
  ita: "Italian",
  por: "Portuguese",
  nld: "Dutch",
  pol: "Polish",
  swe: "Swedish",
  tur: "Turkish",
  jpn: "Japanese",
  kor: "Korean",
  hin: "Hindi",
  arb: "Arabic",
};

// franc names all-Han text Mandarin whatever its script. Common characters that exist only in the simplified
// script tell simplified Chinese from traditional Chinese and from Japanese kanji (発, not 发), both of which must
// not be answered in simplified Chinese.
const simplifiedOnly =
  /[们这个说为会来时对国学后经过还与么开关见长问间点电话发实现动样没产业应让给从两种东车门书买卖觉认识边处头进运题线网员谁请该读写号万条]/u;

/** What says nothing about the language: links, @handles, #hashtags, digits and emoji. */
function wordsOf(text: string): string {
  return text
    .replace(/\bhttps?:\/\/\S+|\bwww\.\S+/giu, " ")
    .replace(/[@#＃][\p{L}\p{M}\p{N}_]+/gu, " ")
    .replace(/[\p{N}\p{Extended_Pictographic}\p{Emoji_Component}]/gu, " ")
    .replace(/\s+/gu, " ")
    .trim();
}

/** The language of `text` when it is long enough and clearly one of the app's languages; null otherwise. */
export function detectLanguage(text: string): Language | null {
  const words = wordsOf(text);
  if (Array.from(words).length < languageDetection.minCharacters) return null;
  const [best, next] = francAll(words, { minLength: 1 });
  if (!best || best[0] === "und") return null;
  if (next && best[1] - next[1] < languageDetection.minLead) return null;
  if (best[0] === "cmn") return simplifiedOnly.test(words) ? "Chinese (Simplified)" : null;
  return byCode[best[0]] ?? null;
}

/** The post's language; a post too short to tell by itself is read with what it quotes and the thread above it. */
export function postLanguage(input: Pick<ReplyInput, "postText" | "quotedText" | "thread">): Language | null {
  const own = wordsOf(input.postText);
  if (Array.from(own).length >= languageDetection.minCharacters) return detectLanguage(own);
  return detectLanguage([own, input.quotedText ?? "", ...[...input.thread].reverse()].join("\n"));
}
