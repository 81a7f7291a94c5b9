import type { ReactNode } from "react";

import type { OpenApiDocument } from "@/lib/api/v1/openapi";

import { DocMarkdown } from "./doc-markdown";
import { FieldTable } from "./field-table";
import { InlineText } from "./inline-text";
import { MethodBadge } from "./method-badge";
import {
  acceptsIdempotencyKey,
  errorAnchor,
  errorCodesOf,
  fieldRows,
  operationAnchor,
  parameterRow,
  parametersOf,
  refName,
  schemaAnchor,
  splitDescription,
  streams,
  successOf,
  type DocumentedOperation,
} from "./reference-data";

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="font-medium">{term}:</dt>
      <dd className="text-muted-foreground">{children}</dd>
    </div>
  );
}

/** One operation: what it does, what it needs and costs, what it takes, answers and refuses. */
export function OperationSection({ document, entry }: { document: OpenApiDocument; entry: DocumentedOperation }) {
  const { method, path, operation } = entry;
  const id = operationAnchor(operation.operationId);
  const body = operation.requestBody?.content["application/json"]?.schema;
  const query = parametersOf(operation, "query");
  const success = successOf(operation);
  const answer = success.response.content?.["application/json"]?.schema;
  const answerName = answer ? refName(answer) : undefined;
  const answerRows = answer ? fieldRows(document, answer) : [];
  const isPublic = operation.security.length === 0;
  const scope = operation["x-hookline-scope"];
  const codes = errorCodesOf(operation);
  return (
    <article id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 border-t py-10">
      <h3 id={`${id}-title`} className="text-xl font-semibold">
        {operation.summary}
      </h3>
      <p className="mt-2 flex flex-wrap items-center gap-2">
        <MethodBadge method={method} />
        <code className="font-mono text-sm break-all">{path}</code>
      </p>
      <div className="mt-4 space-y-2 text-muted-foreground">
        {operation.description.split("\n\n").map((paragraph) => (
          <p key={paragraph}>
            <InlineText text={paragraph} />
          </p>
        ))}
      </div>
      <dl className="mt-4 grid gap-1 text-sm sm:grid-cols-2">
        <Fact term="Scope">
          {isPublic ? "None: public" : scope ? <code className="font-mono">{scope}</code> : "Any key"}
        </Fact>
        {isPublic ? null : (
          <Fact term="Spends a generation">
            {operation["x-hookline-spends-generation"] ? "Yes, one; none when it fails" : "No"}
          </Fact>
        )}
        {isPublic ? null : (
          <Fact term="Idempotency-Key">{acceptsIdempotencyKey(operation) ? "Accepted" : "Not used"}</Fact>
        )}
        {streams(operation) ? <Fact term="Streams">With Accept: text/event-stream</Fact> : null}
      </dl>
      {body ? (
        <>
          <h4 className="mt-6 font-semibold">Request body</h4>
          {refName(body) ? (
            <p className="mt-1 text-sm text-muted-foreground">
              JSON, the{" "}
              <a href={`#${schemaAnchor(refName(body) ?? "")}`} className="text-primary underline underline-offset-4">
                {refName(body)}
              </a>{" "}
              schema.
            </p>
          ) : null}
          <FieldTable caption={`${operation.summary}: request body fields`} rows={fieldRows(document, body)} />
        </>
      ) : null}
      {query.length > 0 ? (
        <>
          <h4 className="mt-6 font-semibold">Query parameters</h4>
          <FieldTable caption={`${operation.summary}: query parameters`} rows={query.map(parameterRow)} />
        </>
      ) : null}
      <h4 className="mt-6 font-semibold">Answer: {success.status}</h4>
      {answer ? (
        <>
          {answerName ? (
            <p className="mt-1 text-sm text-muted-foreground">
              JSON, the{" "}
              <a href={`#${schemaAnchor(answerName)}`} className="text-primary underline underline-offset-4">
                {answerName}
              </a>{" "}
              schema.
            </p>
          ) : null}
          {answerRows.length > 0 ? (
            <FieldTable caption={`${operation.summary}: answer fields`} rows={answerRows} />
          ) : (
            <p className="mt-1 text-sm text-muted-foreground">{success.response.description}</p>
          )}
        </>
      ) : (
        <p className="mt-1 text-sm text-muted-foreground">No content.</p>
      )}
      {streams(operation) ? (
        <div className="mt-4 text-sm">
          <DocMarkdown markdown={splitDescription(success.response.description).rest} />
        </div>
      ) : null}
      {codes.length > 0 ? (
        <>
          <h4 className="mt-6 font-semibold">Errors</h4>
          <ul className="mt-2 flex flex-wrap gap-2 text-sm">
            {codes.map((code) => (
              <li key={code}>
                <a
                  href={`#${errorAnchor(code)}`}
                  className="rounded border px-2 py-0.5 font-mono text-xs hover:bg-muted"
                >
                  {code}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </article>
  );
}
