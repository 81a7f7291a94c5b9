import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { tableOfContents } from "@/lib/blog/toc";

import { ArticleBody } from "./article-body";

const html = (markdown: string) => renderToStaticMarkup(<ArticleBody markdown={markdown} />);

describe("ArticleBody", () => {
  it("keeps http, https, mailto, xmpp, irc and relative links", () => {
    const out = html(
      "[a](https://example.com) [b](http://example.com) [c](mailto:hi@hookline.app) [d](/features) [e](xmpp:a@b.c) [f](ircs://irc.example.org)",
    );
    for (const href of [
      "https://example.com",
      "http://example.com",
      "mailto:hi@hookline.app",
      "/features",
      "xmpp:a@b.c",
      "ircs://irc.example.org",
    ]) {
      expect(out).toContain(`href="${href}"`);
    }
    expect(out).toContain('target="_blank" rel="noopener noreferrer"');
  });

  it("renders a javascript: or data: link inert", () => {
    const out = html("[click](javascript:alert(1)) [img](data:text/html;base64,PHNjcmlwdD4=)");
    expect(out).not.toContain("javascript:");
    expect(out).not.toContain("data:text/html");
    expect(out).toContain("<span>click</span>");
    expect(out).not.toMatch(/<a\b/);
  });

  it("gives headings the ids the table of contents links to, and renders GFM tables", () => {
    const markdown = "## Why hooks work\n\ntext\n\n### Why hooks work\n\n| a | b |\n| - | - |\n| 1 | 2 |\n";
    const out = html(markdown);
    const toc = tableOfContents(markdown);
    expect(toc).toEqual([
      { id: "why-hooks-work", text: "Why hooks work", level: 2 },
      { id: "why-hooks-work-1", text: "Why hooks work", level: 3 },
    ]);
    for (const entry of toc) expect(out).toContain(`id="${entry.id}"`);
    expect(out).toContain("<table>");
  });
});
