import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import ApiReferencePage from "@/app/(marketing)/docs/api/page";
import { operations } from "@/lib/api/v1/operations";
import { apiErrorCodes } from "@/lib/app-error";
import { mcpTools } from "@/lib/mcp/catalog";

const html = renderToStaticMarkup(<ApiReferencePage />);

describe("the API reference page", () => {
  it("has one h1 and never skips a heading level", () => {
    const levels = [...html.matchAll(/<h([1-6])\b/g)].map((match) => Number(match[1]));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    for (let index = 1; index < levels.length; index += 1)
      expect((levels[index] ?? 0) - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1);
  });

  it("shows every operation with its method and path, and links the OpenAPI document", () => {
    for (const operation of Object.values(operations)) {
      expect(html).toContain(`id="op-${operation.id}"`);
      expect(html).toContain(`>${operation.method}</span>`);
      expect(html).toContain(`>${operation.path}</code>`);
    }
    expect(html).toContain('href="/api/v1/openapi.json"');
  });

  it("shows the key header in a curl example, the scopes and every error code", () => {
    expect(html).toMatch(/<pre[^>]*><code>curl -X POST [^<]*Authorization: Bearer hk_…/);
    expect(html).toContain("library:write");
    for (const code of apiErrorCodes) expect(html).toContain(`id="error-${code}"`);
  });

  it("heads every table's columns and rows with scoped header cells", () => {
    const tables = html.match(/<table[\s\S]*?<\/table>/g) ?? [];
    expect(tables.length).toBeGreaterThan(10);
    for (const table of tables) {
      expect(table).toContain('<th scope="col"');
      expect(table).not.toMatch(/<th\b(?![^>]*scope=)/);
    }
  });

  it("documents the MCP server and its tools", () => {
    expect(html).toContain("/api/mcp");
    for (const tool of mcpTools) expect(html).toContain(`>${tool.name}</th>`);
    expect(html).toContain('<code class="font-mono">approve: true</code>');
  });

  it("walks through a campaign: brief, message house, approval, assets, and what approval spends", () => {
    expect(html).toContain('id="campaigns"');
    expect(html).toMatch(/brief → message house → approval → assets/);
    expect(html).toMatch(/one generation/);
    for (const scope of ["campaigns:read", "campaigns:write"]) expect(html).toContain(scope);
  });
});
