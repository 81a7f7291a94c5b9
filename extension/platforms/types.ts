import type { ReplyPlatform } from "../../lib/extension/constants";

/**
 * How to read one site, as data: every selector the content script uses for that site lives in its platform
 * module, so a change on the site is a change to one object.
 */
export type PlatformSelectors = {
  platform: ReplyPlatform;
  /** The reply field: a textarea or a contenteditable element. */
  composer: string;
  /** The button goes right after the closest ancestor matching this (or after the composer itself). */
  buttonAfter: string;
  /** A dialog that holds both the composer and the post it answers; posts are looked for in it first. */
  dialog: string;
  /** One post of the conversation. */
  post: string;
  /** Inside a post: its text (the first match outside a quoted post). */
  postText: string;
  /**
   * Inside a post: the card of another post it quotes, whose text, author and images are the quote's, not the
   * post's. Absent where posts cannot quote (Instagram).
   */
  quote?: string;
  /** Inside a post: who wrote it. An "@handle" in its text, else the handle its link goes to, is the author. */
  author: string;
  /** Inside a post: images whose alt text describes them (an image inside an author element is an avatar). */
  image: string;
};
