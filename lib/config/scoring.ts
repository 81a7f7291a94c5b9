// How copy is scored and previewed: where each platform folds text behind "see more", and (added with the score
// checks) the weights and word lists the checks use.

/** Characters shown before "…see more" (or cut in the inbox) on a phone. */
export const folds = {
  linkedin: 210,
  instagram: 125,
  facebookPrimaryText: 125,
  emailSubject: 60,
  emailPreheader: 90,
} as const;
