// Small text rules the offline writers share: reading a brief's lists, writing a phrase mid-sentence without
// lower-casing a name, and shortening at a word boundary. Nothing here adds words the brief did not give.

/**
 * The items of a list field: one per line, semicolon or bullet; commas split too unless the text is written prose
 * or its one comma goes on in lower case ("30-day free trial, then $9 a month" is one point; not in `keywords`), and
 * a comma between digits is part of a number.
 */
export function items(text: string, { keywords = false } = {}): string[] {
  const clean = text.trim();
  if (!clean) return [];
  // A keyword list ("espresso grinder, home espresso") is split on every comma.
  const oneClause = !keywords && (clean.match(/,/g) ?? []).length === 1 && /,\s*\p{Ll}/u.test(clean);
  const separators = /[\n;•]/.test(clean)
    ? /[\n;•]+/
    : /[.!?]\s/.test(clean)
      ? /(?<=[.!?])\s+/
      : oneClause
        ? /\n/
        : // A comma between digits groups thousands ("1,200 teams"): it splits nothing.
          /(?:(?<!\d),|,(?!\d))+/;
  return clean
    .split(separators)
    .map((item) =>
      item
        .replace(/^\s*(?:[-*]|\d+[.)])\s+/, "")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .map((item) => item.replace(/[.;,]+$/, ""))
    .filter(Boolean);
}

/** The first sentence of a text, without its full stop. */
export function firstSentence(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, " ");
  return (trimmed.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? trimmed).replace(/\.$/, "").trim();
}

/** Capitalises the first letter, unless the word is written like "iPhone" or "eBay". */
export function upperFirst(text: string): string {
  return /^[a-z][A-Z]/.test(text) ? text : text.charAt(0).toUpperCase() + text.slice(1);
}

/** Ends a phrase as a sentence: a full stop unless it already ends in punctuation. */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?…:]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** A phrase as a question: its own end punctuation replaced by a question mark. */
export function asQuestion(text: string): string {
  return `${text.trim().replace(/[.!?…:]+$/, "")}?`;
}

/** Words written with a capital where no sentence starts, in any of `texts`: names, to keep capitalised anywhere. */
export function namesIn(texts: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const text of texts) {
    for (const part of text.split(/[\n;•,:.!?()]+/)) {
      const words = part.trim().split(/\s+/);
      words.slice(1).forEach((word) => {
        const bare = word.replace(/[^\p{L}\p{N}'’-]/gu, "");
        if (/^\p{Lu}/u.test(bare)) names.add(bare);
      });
    }
  }
  return names;
}

/**
 * A phrase as it reads inside a sentence. Its first letter is lowered only when that word looks like an ordinary
 * word capitalised because it opened the field: a known name, an acronym, "iPhone", a word before a comma or colon
 * ("Ledgerly, bookkeeping…") or a Title Case phrase all stay as written.
 */
export function midSentence(phrase: string, names: ReadonlySet<string> = new Set()): string {
  const text = phrase
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.!?]+$/, "");
  const match = /^(\p{Lu}\p{Ll}*(?:['’-]\p{L}+)*)(.*)$/u.exec(text);
  if (!match) return text;
  const [, word = "", rest = ""] = match;
  if (names.has(word) || /^I\b/.test(word) || /^[,:–—]/.test(rest)) return text;
  if (/^\s+\p{Lu}/u.test(rest)) return text;
  return word.charAt(0).toLowerCase() + word.slice(1) + rest;
}

const weakEndings = new Set([
  "a",
  "an",
  "and",
  "at",
  "by",
  "for",
  "from",
  "in",
  "of",
  "on",
  "or",
  "the",
  "to",
  "with",
  "your",
  "our",
  // The same linking words in the other languages briefs are most often written in.
  "de",
  "del",
  "la",
  "el",
  "los",
  "las",
  "y",
  "para",
  "con",
  "en",
  "le",
  "les",
  "des",
  "du",
  "et",
  "pour",
  "avec",
  "à",
  "der",
  "die",
  "das",
  "und",
  "für",
  "mit",
  "von",
  "zu",
  "&",
  "-",
  "–",
  "—",
]);

/** `text` cut to at most `max` characters at a word boundary, never ending on a linking word; "" when no word fits. */
export function shortenAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (Array.from(clean).length <= max) return clean;
  const words = clean.split(" ");
  while (
    words.length > 0 &&
    (Array.from(words.join(" ")).length > max || weakEndings.has(words.at(-1)?.toLowerCase() ?? ""))
  )
    words.pop();
  return words
    .join(" ")
    .replace(/[,:;–—-]+$/, "")
    .trim();
}

/** A comparison key: two lines that differ only in case, spacing or end punctuation are the same line. */
export function sameKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** `lines` without empty ones and without repeats (by `sameKey`), in their order. */
export function distinct(lines: readonly string[]): string[] {
  const seen = new Set<string>();
  return lines
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => {
      const key = sameKey(line);
      if (!key || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** A hashtag from a phrase: its words joined in CamelCase ("bookkeeping for freelancers" → "#BookkeepingForFreelancers"). */
export function hashtag(phrase: string): string {
  const words = phrase.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return words.length > 0 ? `#${words.map(upperFirst).join("")}` : "";
}
