// What the offline writer's templates keep to besides the platforms' own rules.
export const offlineWriter = {
  /** Hashtags a post carries when it has any (never more than the platform's convention allows). */
  maxHashtags: 3,
  /** Characters each post of a thread keeps free for its number ("12/12 "). */
  threadNumberCharacters: 6,
} as const;
