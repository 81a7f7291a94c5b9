import { InlineText } from "./inline-text";
import { schemaAnchor, type FieldRow } from "./reference-data";
import { scrollBoxProps } from "./scroll-box";

/** A table of fields: name, type (linked to its schema), whether it is required, what it means. */
export function FieldTable({ caption, rows }: { caption: string; rows: FieldRow[] }) {
  return (
    <div {...scrollBoxProps(caption)} className="mt-3 overflow-x-auto rounded-lg border">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Field
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Type
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Required
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Description
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} className="border-t align-top">
              <th scope="row" className="px-3 py-2 font-mono text-xs font-medium break-all">
                {row.name}
              </th>
              <td className="px-3 py-2 text-xs whitespace-nowrap text-muted-foreground">
                {row.schemaName ? (
                  <a href={`#${schemaAnchor(row.schemaName)}`} className="text-primary underline underline-offset-4">
                    {row.type}
                  </a>
                ) : (
                  row.type
                )}
              </td>
              <td className="px-3 py-2 text-xs">{row.required ? "Yes" : "No"}</td>
              <td className="px-3 py-2">
                {row.description ? (
                  <p>
                    <InlineText text={row.description} />
                  </p>
                ) : null}
                {row.notes.length > 0 ? (
                  <p className="text-xs text-muted-foreground">
                    <InlineText text={row.notes.join(". ") + "."} />
                  </p>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
