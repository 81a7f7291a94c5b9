// How a brief is read for what the copy must use: when a "Key points or a draft" field holds a draft, when an offer
// sentence is too long to be one offer, and how loosely a key point may be reworded and still count as used.
export const briefFacts = {
  /** A field with at least this many characters, in two or more sentences, is a pasted draft, not a list of points. */
  draftMinCharacters: 200,
  /** A sentence longer than this that states an offer is cut into its clauses, and the clause with the offer kept. */
  offerMaxCharacters: 60,
  /** Words compare by their first letters, so "grinds", "grinder" and "grinding" are one word. */
  stemLetters: 5,
  /** A point of three or more content words counts as used when this share of them is in the copy. */
  pointShare: 0.5,
  /**
   * Copy that shares less than this share of the brief's words (of at least `translationMinWords` words) is taken
   * to be written in another language than the brief: its points are then compared by their figures alone.
   */
  translationMaxShare: 0.15,
  translationMinWords: 4,
} as const;
