// Reading the page: the composers, and the post a composer answers with the conversation before it.
import { contextLimits } from "../../lib/extension/constants";
import type { PlatformSelectors } from "../platforms/types";

export type PostContext = { postText: string; author?: string; thread: string[]; quotedText?: string; imageAlt?: string };

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

/** Whether an element of a post belongs to the post it quotes rather than to the post itself. */
function inQuote(element: Element, post: Element, selectors: PlatformSelectors): boolean {
  if (!selectors.quote) return false;
  const quote = element.closest(selectors.quote);
  return quote !== null && quote !== post && post.contains(quote);
}

/** The texts of the post itself, or of the post it quotes, outermost first: links, buttons and composers are not post text. */
function textsOf(post: Element, selectors: PlatformSelectors, quoted: boolean): string[] {
  const found: Element[] = [];
  for (const element of post.querySelectorAll(selectors.postText)) {
    if (inQuote(element, post, selectors) !== quoted) continue;
    if (element.closest('a, button, [contenteditable="true"], textarea')) continue;
    if (found.some((outer) => outer.contains(element))) continue;
    found.push(element);
  }
  return found.map(readable).filter(Boolean);
}

function textNodesOf(element: Element): string[] {
  const texts: string[] = [];
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) texts.push(text);
  }
  return texts;
}

const handleCharacters = /^[A-Za-z0-9_.]{1,30}$/;

/**
 * The author's "@handle": shown as text (X puts it after the display name), or else the profile its link goes to
 * ("/@mia.chen" on Threads, "/brewly.coffee/" on Instagram, where the name shown is the handle without its "@").
 */
function handleOf(element: Element): string | undefined {
  const shown = textNodesOf(element).find((text) => text.startsWith("@") && handleCharacters.test(text.slice(1)));
  if (shown) return shown;
  const href = (element.matches("a[href]") ? element : element.querySelector("a[href]"))?.getAttribute("href");
  if (!href) return undefined;
  const profile = new URL(href, "https://site.invalid").pathname.split("/")[1]?.replace(/^@/, "") ?? "";
  return handleCharacters.test(profile) ? `@${profile}` : undefined;
}

/** Who wrote the post: the handle where the site shows one, else the first name shown; never the quoted post's author. */
function authorOf(post: Element, selectors: PlatformSelectors): string | undefined {
  const authors = [...post.querySelectorAll(selectors.author)].filter((element) => !inQuote(element, post, selectors));
  const author = authors.map(handleOf).find(Boolean) ?? authors.map((element) => textNodesOf(element)[0]).find(Boolean);
  return author?.slice(0, contextLimits.authorCharacters);
}

/** The post's own images, described: not the quoted post's, not avatars, not X's placeholder "Image". */
function imageAltOf(post: Element, selectors: PlatformSelectors): string | undefined {
  const alts = [...post.querySelectorAll<HTMLImageElement>(selectors.image)]
    .filter((image) => !inQuote(image, post, selectors) && !image.closest(selectors.author))
    .map((image) => image.alt.trim())
    .filter((alt) => alt && alt.toLowerCase() !== "image");
  return alts.length ? alts.join(" / ") : undefined;
}

type ReadPost = { post: Element; text: string; quotedText?: string; imageAlt?: string };

/**
 * A post as the request carries it. A post without words of its own is read by what it shows instead (its photo's
 * description, else the post it quotes), so a photo post is answered rather than the post before it.
 */
function readPost(post: Element, selectors: PlatformSelectors): ReadPost | undefined {
  const [own] = textsOf(post, selectors, false);
  const [quotedText] = selectors.quote ? textsOf(post, selectors, true) : [];
  const imageAlt = imageAltOf(post, selectors);
  if (own) return { post, text: own, quotedText, imageAlt };
  if (imageAlt) return { post, text: imageAlt, quotedText };
  if (quotedText) return { post, text: quotedText };
  return undefined;
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
  // Read from the composer backwards: a long conversation is cut to the posts the request can carry.
  const read: ReadPost[] = [];
  for (const candidate of postsBefore(composer, selectors).reverse()) {
    if (read.length > contextLimits.threadPosts) break;
    const post = readPost(candidate, selectors);
    if (post) read.unshift(post);
  }
  const answered = read.at(-1);
  if (!answered) return null;
  const clip = (text: string | undefined, max: number = contextLimits.textCharacters) => text?.slice(0, max);
  return {
    postText: answered.text.slice(0, contextLimits.textCharacters),
    author: authorOf(answered.post, selectors),
    thread: read.slice(0, -1).map(({ text }) => text.slice(0, contextLimits.textCharacters)),
    quotedText: clip(answered.quotedText),
    imageAlt: clip(answered.imageAlt, contextLimits.imageAltCharacters),
  };
}
