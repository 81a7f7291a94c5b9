// What the editor knows of the preview frame: what the frame last reported of its page and of the selection.
import type { NoEffect } from "@/lib/editor/frame/no-effect";
import type { CssRuleInfo, FrameElementKey, HydrationStatus, NavTreeNode } from "@/lib/editor/frame/protocol";

export type FrameState = {
  latestHref: string;
  hovered: FrameElementKey | null;
  selected: FrameElementKey | null;
  multiSelected: FrameElementKey[];
  tree: NavTreeNode | null;
  rules: CssRuleInfo[];
  computed: { styles: Record<string, string>; parent: { display: string; flexDirection: string } | null } | null;
  classList: string[] | null;
  hydration: HydrationStatus;
};

/** Whether the frame could show an update, and, for new classes, when they changed nothing there. */
export type InstantUpdateResult = { successful: boolean; noEffect?: NoEffect };

export const initialFrameState: FrameState = {
  latestHref: "",
  hovered: null,
  selected: null,
  multiSelected: [],
  tree: null,
  rules: [],
  computed: null,
  classList: null,
  hydration: "no_error",
};

/** A new selection: the details of the previous one (rules, computed styles, classes) no longer apply. */
export function withSelection(state: FrameState, key: FrameElementKey | null): FrameState {
  return { ...state, selected: key, multiSelected: key ? [key] : [], rules: [], computed: null, classList: null };
}
