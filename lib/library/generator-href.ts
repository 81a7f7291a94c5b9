/** The query parameter that opens the generator with a saved copy's brief filled in. */
export const fromCopyParam = "from";

/** The generator, opened with the brief of the saved copy `id`. */
export const generatorHrefFor = (id: string) => `/generator?${fromCopyParam}=${encodeURIComponent(id)}`;
