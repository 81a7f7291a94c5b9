// Starts the helper in a page framed by the editor: learns from the side index what each id on the page is, then
// talks only to the parent window at this same origin. The editor API's calls are handed in by the page that starts it.
import type { IndexEntry } from "../source/elements.ts";
import type { TextOriginAnswer } from "../text-origin-api.ts";
import type { SourceInfo } from "./helper-options.ts";
import { FrameHelper } from "./helper.ts";
import { codebaseIdsIn } from "./page-ids.ts";

/** The editor API as the helper asks it: the side index of ids, and where an element's text is written. */
export type FrameApi = {
  fetchSourceEntries(canvasId: string, ids: readonly string[]): Promise<IndexEntry[]>;
  fetchTextOrigin(canvasId: string, codebaseId: string, text: string): Promise<TextOriginAnswer | null>;
};

/** A storyboard id for a path: "/" is home, "/blog/some-post" is blog-some-post (letters, digits, - and _ only). */
export function storyboardIdOf(pathname: string): string {
  const id = pathname.replace(/^\/+|\/+$/g, "").replace(/[^A-Za-z0-9_-]+/g, "-");
  return id === "" ? "home" : id.slice(0, 64);
}

/** What the side index says of the page's ids; each id is asked about once (an unknown one stays unknown) unless asked again. */
function sourceInfoCache(canvasId: string, api: FrameApi) {
  const info = new Map<string, SourceInfo>();
  const asked = new Set<string>();
  return {
    get: (id: string) => info.get(id),
    learn: async (ids: readonly string[], again = false) => {
      const fresh = again ? [...ids] : ids.filter((id) => !asked.has(id));
      for (const id of fresh) asked.add(id);
      for (const entry of await api.fetchSourceEntries(canvasId, fresh)) {
        info.set(entry.codebaseId, {
          tagName: entry.tagName,
          staticText: entry.staticText,
          componentName: entry.componentName,
          props: entry.props,
        });
      }
    },
  };
}

export async function startFrameHelper(
  view: Window & typeof globalThis,
  canvasId: string,
  api: FrameApi,
): Promise<FrameHelper> {
  const sources = sourceInfoCache(canvasId, api);
  await sources.learn(codebaseIdsIn(view.document));
  return new FrameHelper({
    window: view,
    editor: { window: view.parent, origin: view.location.origin },
    storyboardId: storyboardIdOf(view.location.pathname),
    sourceInfo: sources.get,
    learnSources: sources.learn,
    locateText: (codebaseId, text) => api.fetchTextOrigin(canvasId, codebaseId, text),
  });
}
