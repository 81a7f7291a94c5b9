// A JSX element's text children: what they show on the page, and text written so it shows exactly as given.
import * as t from "@babel/types";

const namedEntities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  copy: "©",
  mdash: "—",
  ndash: "–",
  hellip: "…",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
};

function decodeEntities(raw: string): string {
  return raw.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (whole, body: string) => {
    if (body[0] === "#") {
      const code =
        body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return Object.hasOwn(namedEntities, body) ? (namedEntities[body] ?? whole) : whole;
  });
}

/** What React renders for a JSX text child as written in the source: entities decoded, then as cleanJsxText. */
export function renderedJsxText(raw: string): string {
  return cleanJsxText(decodeEntities(raw));
}

/** Babel's JSX text rule on decoded text: lines trimmed, blank lines dropped, joined by spaces. */
function cleanJsxText(value: string): string {
  const lines = value.split(/\r\n|\n|\r/);
  const kept: string[] = [];
  lines.forEach((line, index) => {
    let text = line.replace(/\t/g, " ");
    if (index !== 0) text = text.replace(/^[ ]+/, "");
    if (index !== lines.length - 1) text = text.replace(/[ ]+$/, "");
    if (text) kept.push(text);
  });
  return kept.join(" ");
}

/** The text a JSX text child shows (trimmed lines joined by spaces, entities decoded). */
export function shownJsxText(child: t.JSXText): string {
  return cleanJsxText(child.value);
}

/** The rendered text of an element whose only child is plain text; null otherwise. */
export function staticTextOf(node: t.JSXElement): string | null {
  const [child, ...others] = node.children;
  if (!child || others.length > 0 || child.type !== "JSXText") return null;
  // Babel has decoded the entities of a parsed text's value already (extra.raw keeps them).
  const text = cleanJsxText(child.value);
  return text.trim() === "" ? null : text;
}

/** Text as a JSX child that renders exactly as `text`: characters JSX would read as syntax become entities. */
export function escapeJsxText(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/\{/g, "&#123;")
    .replace(/\}/g, "&#125;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;")
    .replace(/\u00a0/g, "&nbsp;");
}

export function jsxText(raw: string): t.JSXText {
  const node = t.jsxText(raw);
  node.extra = { raw, rawValue: raw };
  return node;
}
