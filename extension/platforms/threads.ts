import type { PlatformSelectors } from "./types";

/**
 * Threads (threads.com, threads.net): Lexical composers; posts are pressable containers with dir="auto" text, and a
 * quoted post is a pressable container inside one.
 */
export const threads: PlatformSelectors = {
  platform: "threads",
  composer: 'div[contenteditable="true"][role="textbox"][data-lexical-editor="true"]',
  buttonAfter: 'div[contenteditable="true"][data-lexical-editor="true"]',
  dialog: 'div[role="dialog"]',
  post: 'div[data-pressable-container="true"]',
  postText: 'div[dir="auto"]:not([contenteditable]) > span[dir="auto"], span[dir="auto"] > span',
  quote: 'div[data-pressable-container="true"]',
  author: 'a[href^="/@"][role="link"]',
  image: 'picture img[alt], img[alt][draggable="false"]',
};
