import type { PlatformSelectors } from "./types";

/** X (x.com, twitter.com): Draft.js composers marked with data-testid, posts are articles. */
export const x: PlatformSelectors = {
  platform: "x",
  composer: 'div[data-testid^="tweetTextarea_"][contenteditable="true"]',
  buttonAfter: '[data-testid$="RichTextInputContainer"]',
  dialog: 'div[role="dialog"]',
  post: 'article[data-testid="tweet"]',
  postText: '[data-testid="tweetText"]',
  author: '[data-testid="User-Name"]',
  image: '[data-testid="tweetPhoto"] img[alt]',
};
