// Notices that the framed page changed (a hot reload, React rendering again), apart from the helper's own outlines.
import { editor } from "../../config/editor/page-editor.ts";
import { codebaseIdAttribute } from "../ids.ts";

/**
 * Calls `changed` a moment after the page's elements, texts, classes or ids change, unless every change was in
 * nodes `isOwn` claims; returns what stops watching.
 */
export function watchPageChanges(
  view: Window & typeof globalThis,
  isOwn: (target: Node | null) => boolean,
  changed: () => void,
): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const observer = new view.MutationObserver((records) => {
    if (records.every((record) => isOwn(record.target.nodeType === 1 ? record.target : record.target.parentNode)))
      return;
    // At most one rebuild per 300 ms, even on a page that never stops changing.
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      changed();
    }, editor.hotReloadRefreshMs);
  });
  observer.observe(view.document.body, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ["class", codebaseIdAttribute],
  });
  return () => {
    observer.disconnect();
    if (timer) clearTimeout(timer);
  };
}
