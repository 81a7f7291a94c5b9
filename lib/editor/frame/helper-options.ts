// What the helper is given: the frame's window, the editor it talks to, and what the side index says of each id.
import type { TextOriginAnswer } from "../text-origin-api.ts";
import type { MessageTarget, NavTreeNode } from "./protocol.ts";

/**
 * What the side index says of an id: its tag as written, its component, and whether its text is static (editable
 * here at once; other text is editable where the server finds it written).
 */
export type SourceInfo = {
  tagName: string;
  staticText: boolean;
  componentName?: string | null;
  props?: NavTreeNode["props"];
};

export type HelperOptions = {
  window: Window & typeof globalThis;
  /** The editor's window (the frame's parent) and origin: the only ones it talks to. */
  editor: { window: MessageTarget; origin: string };
  storyboardId: string;
  sourceInfo: (codebaseId: string) => SourceInfo | undefined;
  /**
   * Asks the side index about ids: those that appeared after a hot reload, or (`again`) every id on the page after
   * a change to the source, whose props or text may be new. The helper rebuilds the tree afterwards.
   */
  learnSources?: (codebaseIds: string[], again?: boolean) => Promise<void>;
  /** Whether the text an element shows can be edited, and where it is written (null: the server could not say). */
  locateText?: (codebaseId: string, text: string) => Promise<TextOriginAnswer | null>;
};
