// The editor's keyboard: which keys are which shortcut, and what each shortcut does. The keys work the same in the
// editor and in the preview frame, which passes its keys on.
import { useEffect } from "react";

import { assertNever } from "@/lib/assert-never";

export type Shortcut = "undo" | "redo" | "delete" | "escape" | "moveUp" | "moveDown";

export type KeyPress = { key: string; shiftKey: boolean; metaKey: boolean; ctrlKey: boolean; altKey: boolean };

/** The shortcut a key press means, or null for any other key. */
export function shortcutOf(press: KeyPress): Shortcut | null {
  const key = press.key.toLowerCase();
  if (press.altKey && key === "arrowup") return "moveUp";
  if (press.altKey && key === "arrowdown") return "moveDown";
  if ((press.metaKey || press.ctrlKey) && key === "z") return press.shiftKey ? "redo" : "undo";
  if ((press.metaKey || press.ctrlKey) && key === "y") return "redo";
  if (key === "delete" || key === "backspace") return "delete";
  if (key === "escape") return "escape";
  return null;
}

export type ShortcutActions = {
  undo: () => void;
  redo: () => void;
  remove: () => void;
  deselect: () => void;
  /** Null where the selection cannot move that way. */
  moveUp: (() => void) | null;
  moveDown: (() => void) | null;
};

export function runShortcut(shortcut: Shortcut, actions: ShortcutActions): void {
  switch (shortcut) {
    case "undo":
      return actions.undo();
    case "redo":
      return actions.redo();
    case "delete":
      return actions.remove();
    case "escape":
      return actions.deselect();
    case "moveUp":
      return actions.moveUp?.();
    case "moveDown":
      return actions.moveDown?.();
    default:
      return assertNever(shortcut);
  }
}

/** Runs the shortcuts pressed in the editor's own window (the frame's keys arrive as its keyEvent messages). */
export function useKeyboardShortcuts(actions: ShortcutActions): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = shortcutOf(event);
      if (!shortcut || keyBelongsToField(shortcut, event.target)) return;
      event.preventDefault();
      runShortcut(shortcut, actions);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [actions]);
}

/** Keys typed into a field belong to the field: only Escape still leaves it. */
export function keyBelongsToField(shortcut: Shortcut, target: EventTarget | null): boolean {
  return shortcut !== "escape" && isTyping(target);
}

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))
  );
}
