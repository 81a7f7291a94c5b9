// Matching words and phrases as a reader sees them, for the brand voice's words to avoid and the tells of machine
// copy: the voice's field read as a list, and one pattern that finds any of the phrases as whole words.

/** A brand voice's "Words to avoid" field ("synergy, leverage; circle back") as words and phrases. */
export function parseWordsToAvoid(field: string): string[] {
  const seen = new Set<string>();
  return field
    .split(/[,;\n]+/)
    .map((word) =>
      word
        .trim()
        .replace(/^["'“”‘’]+|["'“”‘’.]+$/g, "")
        .trim(),
    )
    .filter((word) => word.length > 0 && !seen.has(word.toLowerCase()) && seen.add(word.toLowerCase()));
}

function phraseSource(phrase: string): string {
  return Array.from(phrase.trim().toLowerCase())
    .map((char) => {
      if (char === "-") return "[-‐\\s]?";
      if (char === "'" || char === "’") return "['’]";
      if (/\s/.test(char)) return "\\s+";
      return char.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    })
    .join("")
    .replace(/(?:\\s\+)+/g, "\\s+");
}

/**
 * One pattern finding any of the phrases as whole words, any case; "-" also matches a space or nothing and "'"
 * also "’". Longer phrases come first so "dive into" wins over "dive".
 */
export function phrasePattern(phrases: readonly string[]): RegExp | null {
  const sources = [...new Set(phrases.map((phrase) => phrase.trim()).filter(Boolean))]
    .sort((a, b) => b.length - a.length)
    .map(phraseSource);
  if (sources.length === 0) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${sources.join("|")})(?![\\p{L}\\p{N}])`, "giu");
}

/** The distinct phrases of `pattern` found in `text`, lower-cased, in the order they first appear. */
export function phrasesIn(text: string, pattern: RegExp | null): string[] {
  if (!pattern) return [];
  const found = new Set<string>();
  for (const match of text.matchAll(pattern)) found.add(match[0].toLowerCase().replace(/\s+/g, " ").replace(/’/g, "'"));
  return [...found];
}
