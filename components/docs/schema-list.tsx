import type { OpenApiDocument } from "@/lib/api/v1/openapi";

import { FieldTable } from "./field-table";
import { fieldRows, schemaAnchor } from "./reference-data";

/** Every named schema with its fields: where the tables' type links lead. */
export function SchemaList({ document }: { document: OpenApiDocument }) {
  return (
    <div className="mt-6 grid gap-10">
      {Object.entries(document.components.schemas).map(([name, schema]) => (
        <section
          key={name}
          id={schemaAnchor(name)}
          aria-labelledby={`${schemaAnchor(name)}-title`}
          className="min-w-0 scroll-mt-20"
        >
          <h3 id={`${schemaAnchor(name)}-title`} className="font-mono text-lg font-semibold">
            {name}
          </h3>
          {schema.description ? <p className="mt-1 text-sm text-muted-foreground">{schema.description}</p> : null}
          <FieldTable caption={`${name} fields`} rows={fieldRows(document, schema)} />
        </section>
      ))}
    </div>
  );
}
