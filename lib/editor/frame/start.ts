// Starts the helper in a page framed by the editor: learns from the side index what each id on the page is, then
// talks only to the parent window at this same origin.
import { codebaseIdAttribute } from "../ids.ts";
import { FrameHelper, type SourceInfo } from "./helper.ts";

export const editorCanvasParam = "canvas";

/** A storyboard id for a path: "/" is home, "/blog/some-post" is blog-some-post (letters, digits, - and _ only). */
export function storyboardIdOf(pathname: string): string {
  const id = pathname.replace(/^\/+|\/+$/g, "").replace(/[^A-Za-z0-9_-]+/g, "-");
  return id === "" ? "home" : id.slice(0, 64);
}

async function sourceInfoOf(view: Window, canvasId: string): Promise<Map<string, SourceInfo>> {
  const ids = [...new Set(Array.from(view.document.querySelectorAll(`[${codebaseIdAttribute}]`), (element) => element.getAttribute(codebaseIdAttribute) ?? ""))].filter(Boolean);
  const info = new Map<string, SourceInfo>();
  for (let start = 0; start < ids.length; start += 200) {
    const response = await fetch(`/api/canvases/${canvasId}/elements?ids=${ids.slice(start, start + 200).join(",")}`, { cache: "no-store" });
    if (!response.ok) continue;
    const { elements } = (await response.json()) as { elements: { codebaseId: string; tagName: string; staticText: boolean }[] };
    for (const element of elements) info.set(element.codebaseId, { tagName: element.tagName, staticText: element.staticText });
  }
  return info;
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
