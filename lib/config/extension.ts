// The browser extension's reply history and how sure the post's language must be before the replies are asked for in it.

/** The popup's "Recent drafts": the newest drafts kept per user; older ones are deleted as new ones arrive. */
export const replyHistory = {
  draftsKept: 20,
  /** How much of the post a draft keeps, enough to recognise the post by (an X post's length). */
  postExcerptCharacters: 280,
} as const;

/**
 * Below `minCharacters` (links, @handles and #hashtags left out) a guess is too often wrong; `minLead` is how far
 * the best guess must score ahead of the next one (franc's scores run from 0 to 1), which keeps close pairs such as
 * Spanish and Portuguese from being confused on a short post. Unsure means the model is told to match the post.
 */
export const languageDetection = {
  minCharacters: 20,
  minLead: 0.12,
} as const;
