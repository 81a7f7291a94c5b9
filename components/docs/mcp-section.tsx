import type { OpenApiDocument } from "@/lib/api/v1/openapi";
import { api } from "@/lib/config/api";
import { mcpEndpoint, mcpTools } from "@/lib/mcp/catalog";

import { CodeBlock } from "./code-block";
import { findOperation, operationAnchor } from "./reference-data";
import { scrollBoxProps } from "./scroll-box";

/** The MCP server: where it is, how to connect, and its tools with the REST operation each matches. */
export function McpSection({ document, origin }: { document: OpenApiDocument; origin: string }) {
  const url = new URL(mcpEndpoint, origin).toString();
  const config = JSON.stringify(
    { mcpServers: { hookline: { url, headers: { Authorization: "Bearer hk_…" } } } },
    null,
    2,
  );
  return (
    <section id="mcp-server" aria-labelledby="mcp-server-title" className="scroll-mt-20 border-t py-12">
      <h2 id="mcp-server-title" className="text-2xl font-bold">
        MCP server
      </h2>
      <p className="mt-4 text-muted-foreground">
        AI assistants and agents can use Hookline through its Model Context Protocol server at{" "}
        <code className="font-mono">{mcpEndpoint}</code> (Streamable HTTP). It takes the same keys, sent the same way (
        <code className="font-mono">Authorization: Bearer hk_…</code>), and each tool needs the scope of the operation
        it matches, with the same limits and costs.
      </p>
      <p className="mt-4 text-muted-foreground">
        Each JSON-RPC message counts against the key&apos;s rate limits as a request of its own, also inside a batch (at
        most {api.mcpMaxBatchCalls} messages): the calls of a batch past the limit are not run, and each gets an error
        saying when to try again. A batch refused whole is answered 429 with{" "}
        <code className="font-mono">Retry-After</code>; one refused in part, 200 with the answers of the calls that ran.
      </p>
      <p className="mt-4 text-muted-foreground">Most MCP clients take the server&apos;s address and a header:</p>
      <div className="mt-3">
        <CodeBlock code={config} />
      </div>
      <h3 className="mt-8 text-lg font-semibold">Tools</h3>
      <p className="mt-3 text-muted-foreground">
        For campaigns, <code className="font-mono">create_campaign</code> opens a campaign from a brief and drafts its
        message house, free; with <code className="font-mono">approve: true</code> it also approves it at once, and the
        assets start being written, one generation each (refused with{" "}
        <code className="font-mono">payment_required</code> before anything is written when the plan is short).
        Otherwise show the house to the user and call <code className="font-mono">approve_campaign</code>;{" "}
        <code className="font-mono">get_campaign</code> reads the campaign with its assets, coverage and guardrails as
        they are written. <code className="font-mono">export_campaign</code> gives its posts as Buffer files (each also
        a <code className="font-mono">text/csv</code> resource) and <code className="font-mono">send_campaign</code>{" "}
        sends them to the Postiz or Typefully account connected in the profile; both hold back what is over a
        platform&apos;s limit or, with review on, not approved. Ask the user&apos;s time zone for either.
      </p>
      <div
        {...scrollBoxProps("MCP tools and the API operations they match")}
        className="mt-3 overflow-x-auto rounded-lg border"
      >
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">MCP tools and the API operations they match</caption>
          <thead className="bg-muted/60">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Tool
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Does
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Scope
              </th>
            </tr>
          </thead>
          <tbody>
            {mcpTools.map((tool) => {
              const operation = findOperation(document, tool.operationId)?.operation;
              return (
                <tr key={tool.name} className="border-t align-top">
                  <th scope="row" className="px-3 py-2 font-mono text-xs font-medium">
                    {tool.name}
                  </th>
                  <td className="px-3 py-2">
                    <a
                      href={`#${operationAnchor(tool.operationId)}`}
                      className="text-primary underline underline-offset-4"
                    >
                      {operation?.summary ?? tool.operationId}
                    </a>
                  </td>
                  <td className="px-3 py-2 font-mono text-xs">{operation?.["x-hookline-scope"] ?? "any key"}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
