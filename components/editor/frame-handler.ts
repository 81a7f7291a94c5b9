// Every message the preview frame posts, handled in one place: what it reports of its page and selection becomes
// the screen's state, and what the owner did in the page becomes a change, a shortcut or a toast. A message type
// added to the protocol does not compile here until it is handled or listed among the ignored ones.
import { assertNever } from "@/lib/assert-never";
import type { ChangeRecord } from "@/lib/editor/changes/schemas";
import { dropChange, editedTextChange } from "@/lib/editor/changes/selection-changes";
import type { FrameMessage } from "@/lib/editor/frame/protocol";

import { withSelection, type FrameState, type InstantUpdateResult } from "./frame-state";
import { shortcutOf, type Shortcut } from "./keyboard-map";
import { sameKey } from "./selection";

/** What the screen does for the frame. */
export type FrameScreenPorts = {
  /** A page loaded in the frame: its helper needs the editor's modes again. */
  pageLoaded: () => void;
  shortcut: (shortcut: Shortcut) => void;
  run: (change: ChangeRecord) => void;
  notify: (kind: "info" | "error", toast: { title: string; description?: string }) => void;
  /** Where the side index says an element is written; null when it does not know the element. */
  locate: (codebaseId: string) => Promise<{ file: string; line: number } | null>;
};

/** The screen's ports, and the frame channel's own: its state and the instant updates it waits for. */
export type FrameHandlerPorts = FrameScreenPorts & {
  update: (change: (state: FrameState) => FrameState) => void;
  instantUpdateDone: (changeId: string, result: InstantUpdateResult) => void;
};

const dynamicTextTitle = "This text comes from code";

export function handleFrameMessage(message: FrameMessage, ports: FrameHandlerPorts): void {
  const { update } = ports;
  switch (message.type) {
    case "latestHref":
      update((state) => ({ ...state, latestHref: message.href }));
      ports.pageLoaded();
      return;
    case "hoveredKey":
      update((state) => ({ ...state, hovered: message.key }));
      return;
    case "selectedKey":
      update((state) => (sameKey(state.selected, message.key) ? state : withSelection(state, message.key)));
      return;
    case "multiSelectedKeys":
      update((state) => ({ ...state, multiSelected: message.keys }));
      return;
    case "navTree":
      update((state) => ({ ...state, tree: message.tree }));
      return;
    // The selection's details arrive after it; details of an element no longer selected are dropped.
    case "processedCssRules":
      update((state) => (sameKey(state.selected, message.key) ? { ...state, rules: message.rules } : state));
      return;
    case "cssEvals":
      update((state) =>
        sameKey(state.selected, message.key)
          ? { ...state, computed: { styles: message.styles, parent: message.parent } }
          : state,
      );
      return;
    case "classList":
      update((state) => (sameKey(state.selected, message.key) ? { ...state, classList: message.classList } : state));
      return;
    case "hydrationErrorStatus":
      update((state) => ({ ...state, hydration: message.status }));
      return;
    case "instantUpdateDone":
      ports.instantUpdateDone(
        message.changeId,
        message.noEffect
          ? { successful: message.successful, noEffect: message.noEffect }
          : { successful: message.successful },
      );
      return;
    case "keyEvent": {
      const shortcut = shortcutOf(message);
      if (shortcut) ports.shortcut(shortcut);
      return;
    }
    case "editedText": {
      const change = editedTextChange(message);
      if (change) ports.run(change);
      return;
    }
    case "dragEnd": {
      const change = dropChange(message);
      if (change) ports.run(change);
      return;
    }
    case "editDynamicText":
      if (message.message) ports.notify("info", { title: dynamicTextTitle, description: message.message });
      else
        void ports.locate(message.key.codebaseId).then((place) =>
          ports.notify("info", {
            title: dynamicTextTitle,
            description: place ? `Change it in ${place.file} at line ${place.line}.` : undefined,
          }),
        );
      return;
    case "helperError":
      ports.notify("error", { title: message.message });
      return;
    // mouseEvent: where clicks, double-clicks and context menus land, for menus at the pointer; the editor has none
    // (a click's selection arrives as selectedKey, a double-click's edit as editedText).
    case "mouseEvent":
    // dragStart, dragCancel: the frame draws a drag itself (the move outline, the drop places); only a drop changes
    // the source, and it arrives as dragEnd.
    case "dragStart":
    case "dragCancel":
    // startEditingText: the frame edits the text in place and reports the result as editedText; the editor has
    // nothing to show meanwhile.
    case "startEditingText":
      return;
    default:
      assertNever(message);
  }
}
