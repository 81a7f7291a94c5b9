// One content script's life on a page: wait for composers, give each one button, once, however often the site
// re-renders; the shortcut opens the button of the focused composer.
import type { PlatformSelectors } from "../platforms/types";
import { composerOf, findComposers, postContextOf } from "./context";
import { createReplyButton, hostAttribute, type ReplyButton } from "./reply-button";
import { isShortcut } from "./shortcut";

/** At most one scan per this many milliseconds while the page keeps changing. */
export const scanIntervalMs = 250;
/** A composer with no post to answer (X's "What's happening?") is looked at again only this often. */
export const noPostRecheckMs = 2000;

export type Assistant = { stop(): void };

export function startAssistant(document: Document, selectors: PlatformSelectors): Assistant {
  const buttons = new WeakMap<HTMLElement, ReplyButton>();
  /** Our hosts and their composers: a host whose composer the site threw away goes too. */
  const hosts = new Map<Element, HTMLElement>();
  /** When each composer was last found to answer no post. */
  const noPostSince = new WeakMap<HTMLElement, number>();
  let pending: ReturnType<typeof setTimeout> | undefined;
  let shortcutOn = false;

  function anchorOf(composer: HTMLElement): HTMLElement {
    return composer.closest<HTMLElement>(selectors.buttonAfter) ?? composer;
  }

  function answersAPost(composer: HTMLElement, fresh: boolean): boolean {
    const checked = noPostSince.get(composer);
    if (!fresh && checked !== undefined && Date.now() - checked < noPostRecheckMs) return false;
    if (postContextOf(composer, selectors)) return true;
    noPostSince.set(composer, Date.now());
    return false;
  }

  function ensureButton(composer: HTMLElement, fresh = false) {
    const anchor = anchorOf(composer);
    const existing = buttons.get(composer);
    if (existing && existing.host.isConnected && anchor.nextElementSibling === existing.host) return;
    // Moving a button whose panel is open would take the keyboard user's focus away: it moves once closed.
    if (existing?.isOpen() && existing.host.isConnected) return;
    if (!existing) {
      // Another copy of this script (injected again after an update) may have placed one already.
      const sibling = anchor.nextElementSibling;
      if (sibling?.hasAttribute(hostAttribute) && !hosts.has(sibling)) return;
      if (!answersAPost(composer, fresh)) return;
    }
    const button = existing ?? createReplyButton(composer, selectors);
    buttons.set(composer, button);
    hosts.set(button.host, composer);
    anchor.after(button.host);
    if (!shortcutOn) {
      shortcutOn = true;
      document.addEventListener("keydown", onKeyDown, true);
    }
  }

  /** Closes its panel (dropping a late answer) and takes the button off the page. */
  function dropButton(host: Element, composer: HTMLElement) {
    buttons.get(composer)?.destroy();
    host.remove();
    hosts.delete(host);
  }

  function scan() {
    pending = undefined;
    for (const [host, composer] of hosts) if (!composer.isConnected) dropButton(host, composer);
    for (const composer of findComposers(document, selectors)) ensureButton(composer);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (!isShortcut(event)) return;
    const composer = composerOf(document.activeElement, selectors);
    if (!composer) return;
    ensureButton(composer, true);
    const button = buttons.get(composer);
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    button.open();
  }

  // The observer's callback only arms a timer; the page pays for one selector query per interval, no more.
  const observer = new MutationObserver(() => {
    pending ??= setTimeout(scan, scanIntervalMs);
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  scan();

  return {
    stop() {
      observer.disconnect();
      clearTimeout(pending);
      document.removeEventListener("keydown", onKeyDown, true);
      for (const [host, composer] of hosts) dropButton(host, composer);
    },
  };
}
