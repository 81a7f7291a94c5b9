/** The library: how long typing must pause before the list follows the search box, and how long texts may be. */
export const library = {
  searchDebounceMs: 300,
  maxCopyLength: 20_000,
  maxSearchLength: 200,
} as const;
