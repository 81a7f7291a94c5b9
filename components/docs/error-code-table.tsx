import type { ErrorCodeEntry } from "@/lib/api/v1/openapi";

import { errorAnchor } from "./reference-data";
import { scrollBoxProps } from "./scroll-box";

/** Every code the API answers, its HTTP status and what it means. */
export function ErrorCodeTable({ codes }: { codes: ErrorCodeEntry[] }) {
  return (
    <div
      {...scrollBoxProps("Error codes, their HTTP status and meaning")}
      className="mt-6 overflow-x-auto rounded-lg border"
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">Error codes, their HTTP status and meaning</caption>
        <thead className="bg-muted/60">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Code
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Status
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Meaning
            </th>
          </tr>
        </thead>
        <tbody>
          {codes.map((entry) => (
            <tr key={entry.code} id={errorAnchor(entry.code)} className="scroll-mt-20 border-t align-top">
              <th scope="row" className="px-3 py-2 font-mono text-xs font-medium">
                {entry.code}
              </th>
              <td className="px-3 py-2">{entry.status}</td>
              <td className="px-3 py-2 text-muted-foreground">{entry.meaning}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
