import { DocMarkdown } from "@/components/docs/doc-markdown";
import { ErrorCodeTable } from "@/components/docs/error-code-table";
import { InlineText } from "@/components/docs/inline-text";
import { McpSection } from "@/components/docs/mcp-section";
import { OperationSection } from "@/components/docs/operation-section";
import { QuickStart } from "@/components/docs/quick-start";
import { operationsByTag, splitDescription, tagAnchor } from "@/components/docs/reference-data";
import { SchemaList } from "@/components/docs/schema-list";
import { PageHeader } from "@/components/marketing/page-header";
import { openApiDocument } from "@/lib/api/v1/openapi";
import { tableOfContents } from "@/lib/blog/toc";
import { env } from "@/lib/env";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "API reference",
  description:
    "The Hookline API and MCP server: write copy, hooks, content plans and whole campaigns, check platform limits, and manage brand voices and saved copy from code.",
  path: "/docs/api",
});

export default function ApiReferencePage() {
  const document = openApiDocument();
  const { intro, rest } = splitDescription(document.info.description);
  const groups = operationsByTag(document);
  const contents = [
    { id: "quick-start", label: "Quick start" },
    ...tableOfContents(rest)
      .filter((entry) => entry.level === 2)
      .map((entry) => ({ id: entry.id, label: entry.text })),
    ...groups.map((group) => ({ id: tagAnchor(group.name), label: group.name })),
    { id: "error-codes", label: "Error codes" },
    { id: "schemas", label: "Schemas" },
    { id: "mcp-server", label: "MCP server" },
  ];
  return (
    <>
      <PageHeader eyebrow="Developers" title={document.info.title} intro={intro} />
      <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
        <nav aria-label="On this page" className="mb-12 rounded-xl border bg-secondary/60 p-6">
          <p className="text-sm font-semibold">On this page</p>
          <ul className="mt-3 grid gap-1 text-sm sm:grid-cols-3">
            {contents.map((item) => (
              <li key={item.id}>
                <a href={`#${item.id}`} className="text-primary underline-offset-4 hover:underline">
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <QuickStart document={document} origin={env.APP_URL} />
        <div className="mt-4">
          <DocMarkdown markdown={rest} />
        </div>
        {groups.map((group) => (
          <section
            key={group.name}
            id={tagAnchor(group.name)}
            aria-labelledby={`${tagAnchor(group.name)}-title`}
            className="mt-12 scroll-mt-20"
          >
            <h2 id={`${tagAnchor(group.name)}-title`} className="text-2xl font-bold">
              {group.name}
            </h2>
            <p className="mt-2 mb-4 text-muted-foreground">
              <InlineText text={group.description} />
            </p>
            {group.operations.map((entry) => (
              <OperationSection key={`${entry.method} ${entry.path}`} document={document} entry={entry} />
            ))}
          </section>
        ))}
        <section id="error-codes" aria-labelledby="error-codes-title" className="mt-12 scroll-mt-20 border-t py-12">
          <h2 id="error-codes-title" className="text-2xl font-bold">
            Error codes
          </h2>
          <p className="mt-4 text-muted-foreground">Every refusal carries one of these codes, with its HTTP status.</p>
          <ErrorCodeTable codes={document["x-error-codes"]} />
        </section>
        <section id="schemas" aria-labelledby="schemas-title" className="scroll-mt-20 border-t py-12">
          <h2 id="schemas-title" className="text-2xl font-bold">
            Schemas
          </h2>
          <p className="mt-4 text-muted-foreground">The named objects the tables above link to.</p>
          <SchemaList document={document} />
        </section>
        <McpSection document={document} origin={env.APP_URL} />
      </div>
    </>
  );
}
