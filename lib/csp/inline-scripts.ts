// The inline scripts of a prerendered HTML page, as Content-Security-Policy hash sources. The pages are Next's and
// React's own output: script text never holds "</script" (they escape it), and no attribute starts a script.
import { createHash } from "node:crypto";

/** An opening script tag (quoted attribute values may hold ">"), its text, and its end tag. */
const scriptElement = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const attribute = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** Script types a browser runs (and so checks against script-src); any other type is a data block, like JSON-LD. */
const javascriptTypes = new Set([
  "",
  "module",
  "importmap",
  "speculationrules",
  // HTML's JavaScript MIME types.
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
]);

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(attribute)) {
    attributes.set(match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

/** The text of every inline script the browser would run, in page order. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(scriptElement)) {
    const attributes = attributesOf(match[1]!);
    const type = (attributes.get("type") ?? "").trim().toLowerCase().split(";")[0]!.trim();
    const text = match[2]!;
    // An empty inline script runs nothing, and the browser does not check it.
    if (attributes.has("src") || !javascriptTypes.has(type) || text === "") continue;
    scripts.push(text);
  }
  return scripts;
}

/** The hash source that allows exactly this script text. Browsers hash the text after HTML's newline normalisation. */
export function scriptHash(text: string): string {
  const digest = createHash("sha256").update(text.replace(/\r\n?/g, "\n"), "utf8").digest("base64");
  return `'sha256-${digest}'`;
}

/** The hash sources for every inline script of a page. */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map(scriptHash))];
}
