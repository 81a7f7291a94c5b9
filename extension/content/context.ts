// Reading the page: the composers, and the post a composer answers with the conversation before it.
import type { PlatformSelectors } from "../platforms/types";

export type PostContext = { postText: string; author?: string; thread: string[]; quotedText?: string; imageAlt?: string };

const maxThread = 10;

export function findComposers(root: ParentNode, selectors: PlatformSelectors): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(selectors.composer)].filter((composer) => composer.isConnected);
}

export function composerOf(element: Element | null, selectors: PlatformSelectors): HTMLElement | null {
  return element?.closest<HTMLElement>(selectors.composer) ?? null;
}

/** Text as the reader sees it: innerText where layout exists, textContent otherwise (tests), whitespace tidied. */
function readable(element: Element): string {
  const raw = element instanceof HTMLElement && typeof element.innerText === "string" && element.innerText !== "" ? element.innerText : (element.textContent ?? "");
  return raw.replace(/[ \t\u00a0]+/g, " ").replace(/\n{3,}/g, "\n\n").trim();
}

/** The post's own texts, outermost first: links, buttons and the composer itself are not post text. */
function textsOf(post: Element, selectors: PlatformSelectors): string[] {
  const found: Element[] = [];
  for (const element of post.querySelectorAll(selectors.postText)) {
    if (element.closest('a, button, [contenteditable="true"], textarea')) continue;
    if (found.some((outer) => outer.contains(element))) continue;
    found.push(element);
  }
  return found.map(readable).filter(Boolean);
}

/**
 * The author's display name: the first piece of text in the first author element that has any (the first link
 * is often the avatar, an image; X puts the @handle after the name).
 */
function authorOf(post: Element, selectors: PlatformSelectors): string | undefined {
  for (const element of post.querySelectorAll(selectors.author)) {
    const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const name = node.textContent?.trim();
      if (name) return name.slice(0, 100);
    }
  }
  return undefined;
}

function imageAltOf(post: Element, selectors: PlatformSelectors): string | undefined {
  const alts = [...post.querySelectorAll<HTMLImageElement>(selectors.image)].map((image) => image.alt.trim()).filter((alt) => alt && alt.toLowerCase() !== "image");
  return alts.length ? alts.join(" / ").slice(0, 2000) : undefined;
}

/** Posts before the composer in reading order, or around it (a comment box inside its post). */
function postsBefore(composer: HTMLElement, selectors: PlatformSelectors): Element[] {
  const scope: ParentNode = composer.closest(selectors.dialog) ?? composer.ownerDocument;
  return [...scope.querySelectorAll(selectors.post)].filter((post) => {
    if (post.contains(composer)) return true;
    return Boolean(post.compareDocumentPosition(composer) & Node.DOCUMENT_POSITION_FOLLOWING);
  }).filter((post, _, all) => !all.some((other) => other !== post && other.contains(post) && !other.contains(composer)));
}

/** The post a composer answers, or null when the page shows none (a new post, not a reply). */
export function postContextOf(composer: HTMLElement, selectors: PlatformSelectors): PostContext | null {
  const posts = postsBefore(composer, selectors).map((post) => ({ post, texts: textsOf(post, selectors) })).filter(({ texts }) => texts.length > 0);
  const answered = posts.at(-1);
  if (!answered) return null;
  const [postText = "", quotedText] = answered.texts;
  return {
    postText: postText.slice(0, 5000),
    author: authorOf(answered.post, selectors),
    thread: posts.slice(0, -1).slice(-maxThread).map(({ texts }) => (texts[0] ?? "").slice(0, 5000)),
    quotedText: quotedText?.slice(0, 5000),
    imageAlt: imageAltOf(answered.post, selectors),
  };
}
