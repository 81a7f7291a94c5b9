// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";

import { keyBelongsToField, runShortcut, shortcutOf, type KeyPress, type ShortcutActions } from "./keyboard-map";

const press = (key: string, modifiers: Partial<Omit<KeyPress, "key">> = {}): KeyPress => ({
  key,
  shiftKey: false,
  metaKey: false,
  ctrlKey: false,
  altKey: false,
  ...modifiers,
});

describe("the editor's keyboard", () => {
  it("knows undo, redo, delete, escape and moving the selection, on Mac and elsewhere", () => {
    expect(shortcutOf(press("z", { ctrlKey: true }))).toBe("undo");
    expect(shortcutOf(press("Z", { metaKey: true }))).toBe("undo");
    expect(shortcutOf(press("z", { ctrlKey: true, shiftKey: true }))).toBe("redo");
    expect(shortcutOf(press("y", { ctrlKey: true }))).toBe("redo");
    expect(shortcutOf(press("Delete"))).toBe("delete");
    expect(shortcutOf(press("Backspace"))).toBe("delete");
    expect(shortcutOf(press("Escape"))).toBe("escape");
    expect(shortcutOf(press("ArrowUp", { altKey: true }))).toBe("moveUp");
    expect(shortcutOf(press("ArrowDown", { altKey: true }))).toBe("moveDown");
  });

  it("leaves every other key alone", () => {
    expect(shortcutOf(press("z"))).toBeNull();
    expect(shortcutOf(press("y"))).toBeNull();
    expect(shortcutOf(press("ArrowUp"))).toBeNull();
    expect(shortcutOf(press("a", { ctrlKey: true }))).toBeNull();
  });

  it("runs the action of each shortcut, and nothing where the selection cannot move", () => {
    const actions: ShortcutActions = {
      undo: vi.fn(),
      redo: vi.fn(),
      remove: vi.fn(),
      deselect: vi.fn(),
      moveUp: vi.fn(),
      moveDown: null,
    };
    runShortcut("undo", actions);
    runShortcut("redo", actions);
    runShortcut("delete", actions);
    runShortcut("escape", actions);
    runShortcut("moveUp", actions);
    expect(() => runShortcut("moveDown", actions)).not.toThrow();
    for (const action of [actions.undo, actions.redo, actions.remove, actions.deselect, actions.moveUp])
      expect(action).toHaveBeenCalledTimes(1);
  });

  it("lets fields keep their keys, except Escape", () => {
    const input = document.createElement("input");
    expect(keyBelongsToField("delete", input)).toBe(true);
    expect(keyBelongsToField("undo", document.createElement("textarea"))).toBe(true);
    expect(keyBelongsToField("escape", input)).toBe(false);
    expect(keyBelongsToField("delete", document.body)).toBe(false);
    expect(keyBelongsToField("delete", null)).toBe(false);
  });
});
