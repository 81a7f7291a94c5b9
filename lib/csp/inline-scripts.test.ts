import { describe, expect, it } from "vitest";

import { inlineScriptHashes, inlineScripts, scriptHash } from "./inline-scripts";

// The example of the CSP specification and MDN: the hash a browser computes for this script.
const helloWorld = "alert('Hello, world.');";
const helloWorldHash = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

describe("scriptHash", () => {
  it("is the hash source a browser matches the script against", () => {
    expect(scriptHash(helloWorld)).toBe(helloWorldHash);
  });

  it("hashes the text as the browser sees it, with CRLF read as LF", () => {
    expect(scriptHash("a();\r\nb();\rc();")).toBe(scriptHash("a();\nb();\nc();"));
  });
});

describe("inlineScripts", () => {
  it("finds the inline scripts a page runs, in order, as they are written", () => {
    const html = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>
<script id="_R_">(globalThis["TURBOPACK"] || []).push(1)</script><script>${helloWorld}</script>
<SCRIPT type="module">import "/x.js";</SCRIPT><script type="text/javascript; charset=utf-8">b()</script></body></html>`;
    expect(inlineScripts(html)).toEqual([
      '(globalThis["TURBOPACK"] || []).push(1)',
      helloWorld,
      'import "/x.js";',
      "b()",
    ]);
  });

  it("leaves out external scripts, data blocks and empty scripts, which script-src does not check by hash", () => {
    const html = `<script src="/a.js"></script><script type="application/ld+json">{"@type":"Organization"}</script>
<script type="application/json">{}</script><script></script><script async src='/b.js'>ignored()</script>`;
    expect(inlineScripts(html)).toEqual([]);
  });

  it("reads a tag whose quoted attribute holds a >", () => {
    expect(inlineScripts(`<script data-note="a > b">${helloWorld}</script>`)).toEqual([helloWorld]);
    expect(inlineScripts(`<script data-src="/x.js">${helloWorld}</script>`)).toEqual([helloWorld]);
  });
});

describe("inlineScriptHashes", () => {
  it("gives each different inline script's hash once", () => {
    expect(inlineScriptHashes(`<script>${helloWorld}</script><script>${helloWorld}</script>`)).toEqual([
      helloWorldHash,
    ]);
  });
});
