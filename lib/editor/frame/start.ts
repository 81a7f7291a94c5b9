// Starts the helper in a page framed by the editor: learns from the side index what each id on the page is, then
// talks only to the parent window at this same origin.
import { codebaseIdAttribute } from "../ids.ts";
import { fetchSourceEntries } from "./editor-api.ts";
import { FrameHelper, type SourceInfo } from "./helper.ts";

/** A storyboard id for a path: "/" is home, "/blog/some-post" is blog-some-post (letters, digits, - and _ only). */
export function storyboardIdOf(pathname: string): string {
  const id = pathname.replace(/^\/+|\/+$/g, "").replace(/[^A-Za-z0-9_-]+/g, "-");
  return id === "" ? "home" : id.slice(0, 64);
}

async function sourceInfoOf(view: Window, canvasId: string): Promise<Map<string, SourceInfo>> {
  const ids = [...new Set(Array.from(view.document.querySelectorAll(`[${codebaseIdAttribute}]`), (element) => element.getAttribute(codebaseIdAttribute) ?? ""))].filter(Boolean);
  const entries = await fetchSourceEntries(canvasId, ids);
  return new Map(entries.map((entry) => [entry.codebaseId, { tagName: entry.tagName, staticText: entry.staticText }]));
}

export async function startFrameHelper(view: Window & typeof globalThis, canvasId: string): Promise<FrameHelper> {
  const info = await sourceInfoOf(view, canvasId);
  return new FrameHelper({
    window: view,
    editor: { window: view.parent, origin: view.location.origin },
    storyboardId: storyboardIdOf(view.location.pathname),
    sourceInfo: (id) => info.get(id),
  });
}
