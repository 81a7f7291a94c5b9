// The navigator tree of the framed page, built in slices between frames; a newer build replaces an older one still
// running.
import type { SourceInfo } from "./helper-options.ts";
import { buildNavTree } from "./nav-tree.ts";
import type { NavTreeNode } from "./protocol.ts";

export class TreeBuilds {
  private readonly view: Window & typeof globalThis;
  private readonly storyboardId: string;
  private readonly sourceInfo: (codebaseId: string) => SourceInfo | undefined;
  private running: AbortController | null = null;

  constructor(
    view: Window & typeof globalThis,
    storyboardId: string,
    sourceInfo: (codebaseId: string) => SourceInfo | undefined,
  ) {
    this.view = view;
    this.storyboardId = storyboardId;
    this.sourceInfo = sourceInfo;
  }

  /** The page's tree, or null when a newer build (or `abort`) replaced this one. */
  async build(): Promise<NavTreeNode | null> {
    this.running?.abort();
    const build = new AbortController();
    this.running = build;
    const view = this.view;
    const nextFrame = (callback: () => void) =>
      typeof view.requestAnimationFrame === "function" ? view.requestAnimationFrame(callback) : setTimeout(callback, 0);
    const names = {
      get: (id: string) => {
        const info = this.sourceInfo(id);
        return info
          ? { tagName: info.tagName, componentName: info.componentName ?? null, props: info.props }
          : undefined;
      },
    };
    const tree = await buildNavTree(view.document.body, {
      storyboardId: this.storyboardId,
      names,
      nextFrame,
      signal: build.signal,
    });
    if (!tree || build.signal.aborted) return null;
    this.running = null;
    return tree;
  }

  abort(): void {
    this.running?.abort();
  }
}
