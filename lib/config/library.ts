/**
 * The library: how long typing must pause before the list follows the search box, how long texts may be, and how
 * long a title may be (a user's own, and one the library makes from a copy's first words).
 */
export const library = {
  searchDebounceMs: 300,
  maxCopyLength: 20_000,
  maxSearchLength: 200,
  maxTitleLength: 120,
  derivedTitleLength: 60,
} as const;
