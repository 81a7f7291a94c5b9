// npm run blog:covers — writes public/blog/covers/<slug>.svg for every article: a 1200×630 cover in the category's
// colours with the title, so every article has a local featured image (no stock-photo host). Every colour keeps
// white text at 4.5:1 or better. The articles' featuredImageAlt describes exactly this design.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { parseArticle } from "../lib/blog/parse.ts";
import { escapeHtml } from "../lib/mail/render-html.ts";
import { repoRoot } from "./lib/local-database.ts";

const palettes: Record<string, [string, string]> = {
  Technology: ["#0f172a", "#334155"],
  Strategy: ["#1e3a8a", "#1d4ed8"],
  Growth: ["#065f46", "#047857"],
  "Social Media": ["#9d174d", "#be185d"],
  Branding: ["#7c2d12", "#c2410c"],
  Copywriting: ["#312e81", "#4338ca"],
  Advertising: ["#7f1d1d", "#b91c1c"],
  Marketing: ["#134e4a", "#0f766e"],
  "AI Copywriting": ["#4c1d95", "#6d28d9"],
  "Content Creation": ["#713f12", "#b45309"],
  "Content Strategy": ["#164e63", "#0e7490"],
};

function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
    return kept;
  }
  return lines;
}

const blogDir = path.join(repoRoot, "content", "blog");
const outDir = path.join(repoRoot, "public", "blog", "covers");
mkdirSync(outDir, { recursive: true });
let count = 0;
for (const name of readdirSync(blogDir).filter((file) => file.endsWith(".md"))) {
  const article = parseArticle(`content/blog/${name}`, readFileSync(path.join(blogDir, name), "utf8"));
  const [from, to] = palettes[article.category] ?? ["#312e81", "#4338ca"];
  const lines = wrap(article.title, 30, 4);
  const titleY = 330 - (lines.length - 1) * 38;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <circle cx="1050" cy="120" r="220" fill="#ffffff" opacity="0.07"/>
  <circle cx="1120" cy="560" r="160" fill="#ffffff" opacity="0.06"/>
  <rect x="80" y="80" width="${24 + article.category.length * 15}" height="48" rx="24" fill="#ffffff" opacity="0.18"/>
  <text x="${92 + 0}" y="112" font-family="Inter, Arial, sans-serif" font-size="24" font-weight="600" fill="#ffffff">${escapeHtml(article.category)}</text>
  <text font-family="Inter, Arial, sans-serif" font-size="62" font-weight="700" fill="#ffffff">${lines
    .map((line, index) => `<tspan x="80" y="${titleY + index * 76}">${escapeHtml(line)}</tspan>`)
    .join("")}</text>
  <text x="80" y="560" font-family="Inter, Arial, sans-serif" font-size="28" font-weight="700" fill="#ffffff" opacity="0.9">Hookline Blog</text>
</svg>
`;
  writeFileSync(path.join(outDir, `${article.slug}.svg`), svg);
  count += 1;
}
console.log(`blog:covers: wrote ${count} covers to public/blog/covers/`);
