import type { PlatformSelectors } from "./types";

/**
 * Instagram: the comment box is a textarea in a form; the post is the article around it, its caption an h1, its
 * photos (one or a carousel) images beside the avatars. Posts cannot quote one another, so there is no quote.
 */
export const instagram: PlatformSelectors = {
  platform: "instagram",
  composer: 'form textarea[aria-label^="Add a comment"], div[contenteditable="true"][aria-label^="Add a comment"]',
  buttonAfter: "form textarea, form div[contenteditable]",
  dialog: 'div[role="dialog"]',
  post: "article",
  postText: "h1",
  author: 'header a[role="link"][href^="/"]',
  image: 'img[alt]:not([alt*="profile picture"])',
};
