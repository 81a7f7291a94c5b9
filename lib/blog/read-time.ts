/** Words of a Markdown body, counted as whitespace-separated tokens. */
export function wordCount(markdown: string): number {
  return markdown.split(/\s+/).filter(Boolean).length;
}

/** Minutes at 225 words a minute, rounded up. */
export function expectedReadTime(markdown: string): number {
  return Math.max(1, Math.ceil(wordCount(markdown) / 225));
}
