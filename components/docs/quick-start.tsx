import { documentPath, type OpenApiDocument } from "@/lib/api/v1/openapi";

import { CodeBlock } from "./code-block";
import { curlExample } from "./reference-data";

/** Where the API is, a first request, and the machine-readable document. */
export function QuickStart({ document, origin }: { document: OpenApiDocument; origin: string }) {
  return (
    <section id="quick-start" aria-labelledby="quick-start-title" className="scroll-mt-20">
      <h2 id="quick-start-title" className="text-2xl font-bold">
        Quick start
      </h2>
      <p className="mt-4 text-muted-foreground">
        The API lives at <code className="font-mono">{new URL("/api/v1", origin).toString()}</code> and speaks JSON.
        Make a key in your{" "}
        <a href="/profile" className="text-primary underline underline-offset-4">
          profile
        </a>{" "}
        and send it with every request. A first request:
      </p>
      <div className="mt-4">
        <CodeBlock code={curlExample(document, "generateCopy", origin)} />
      </div>
      <p className="mt-4 text-muted-foreground">
        The whole API as an OpenAPI 3.1 document, for code generators and API tools:{" "}
        <a href={documentPath} className="font-mono text-primary underline underline-offset-4">
          {documentPath}
        </a>
        .
      </p>
    </section>
  );
}
