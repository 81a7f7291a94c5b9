/**
 * The library URL for the filters a form holds: empty fields are left out so a cleared search gives a clean
 * `/dashboard`, and the order follows the form so the address reads the way the filters do.
 */
export function libraryHref(path: string, fields: Iterable<[string, FormDataEntryValue]>): string {
  const params = new URLSearchParams();
  for (const [name, value] of fields) {
    if (typeof value === "string" && value.trim() !== "") params.append(name, name === "q" ? value.trim() : value);
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
