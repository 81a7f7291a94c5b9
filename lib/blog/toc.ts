// The table of contents of a Markdown body: its ## and ### headings with the ids rehype-slug gives them (the same
// github-slugger, fed every heading in document order so repeated titles get the same -1, -2 suffixes).
import GithubSlugger from "github-slugger";

export type TocEntry = { id: string; text: string; level: 2 | 3 };

function plainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`~]/g, "")
    .trim();
}

export function tableOfContents(markdown: string): TocEntry[] {
  const slugger = new GithubSlugger();
  const entries: TocEntry[] = [];
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const match = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (!match?.[1] || !match[2]) continue;
    const text = plainText(match[2]);
    const id = slugger.slug(text);
    const level = match[1].length;
    if (level === 2 || level === 3) entries.push({ id, text, level });
  }
  return entries;
}
