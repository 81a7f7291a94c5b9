import type { PlatformSelectors } from "./types";

/**
 * X (x.com, twitter.com): Draft.js composers marked with data-testid, posts are articles, a quoted post is a
 * role="link" card inside the article with its own User-Name and tweetText.
 */
export const x: PlatformSelectors = {
  platform: "x",
  composer: 'div[data-testid^="tweetTextarea_"][contenteditable="true"]',
  buttonAfter: '[data-testid$="RichTextInputContainer"]',
  dialog: 'div[role="dialog"]',
  post: 'article[data-testid="tweet"]',
  postText: '[data-testid="tweetText"]',
  quote: 'div[role="link"]',
  author: '[data-testid="User-Name"]',
  image: '[data-testid="tweetPhoto"] img[alt]',
};
