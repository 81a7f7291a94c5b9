import { describe, expect, it, vi } from "vitest";

import type { FrameElementKey, FrameMessage } from "@/lib/editor/frame/protocol";

import { handleFrameMessage, type FrameHandlerPorts } from "./frame-handler";
import { initialFrameState, type FrameState } from "./frame-state";

const key = (codebaseId: string, uniquePath = "0-0"): FrameElementKey => ({
  codebaseId,
  storyboardId: "home",
  uniquePath,
});
const title = key("hero-00000000-0_0", "0-0-0");
const lead = key("hero-00000000-0_1", "0-0-1");

/** The handler wired to a state of its own and spies for everything the screen does. */
function screen(start: Partial<FrameState> = {}) {
  let state: FrameState = { ...initialFrameState, ...start };
  const ports = {
    update: (change: (current: FrameState) => FrameState) => {
      state = change(state);
    },
    instantUpdateDone: vi.fn(),
    pageLoaded: vi.fn(),
    shortcut: vi.fn(),
    run: vi.fn(),
    notify: vi.fn(),
    locate: vi.fn(async () => ({ file: "components/hero.tsx", line: 12 })),
  } satisfies FrameHandlerPorts;
  return { ports, state: () => state, handle: (message: FrameMessage) => handleFrameMessage(message, ports) };
}

describe("the editor's handling of the frame's messages", () => {
  it("shows the page the frame loaded and gives it the editor's modes again", () => {
    const editor = screen();
    editor.handle({ type: "latestHref", href: "http://localhost/pricing" });
    expect(editor.state().latestHref).toBe("http://localhost/pricing");
    expect(editor.ports.pageLoaded).toHaveBeenCalledTimes(1);
  });

  it("forgets the previous selection's details when the frame selects another element", () => {
    const editor = screen({ selected: title, multiSelected: [title], classList: ["text-4xl"], rules: [] });
    editor.handle({ type: "selectedKey", key: title });
    expect(editor.state().classList).toEqual(["text-4xl"]);
    editor.handle({ type: "selectedKey", key: lead });
    expect(editor.state()).toMatchObject({ selected: lead, multiSelected: [lead], classList: null, computed: null });
  });

  it("keeps the details of the selected element only", () => {
    const editor = screen({ selected: title });
    editor.handle({ type: "classList", key: lead, classList: ["mt-4"] });
    expect(editor.state().classList).toBeNull();
    editor.handle({ type: "classList", key: title, classList: ["text-4xl"] });
    editor.handle({ type: "cssEvals", key: title, styles: { color: "red" }, parent: null });
    expect(editor.state()).toMatchObject({ classList: ["text-4xl"], computed: { styles: { color: "red" } } });
  });

  it("settles an instant update with what the frame says of it", () => {
    const editor = screen();
    const changeId = "3f0c5a8e-2d9b-4c1e-9a7f-6b5d4c3b2a10";
    editor.handle({ type: "instantUpdateDone", changeId, successful: true });
    expect(editor.ports.instantUpdateDone).toHaveBeenCalledWith(changeId, { successful: true });
  });

  it("runs the shortcuts pressed in the page, and ignores other keys", () => {
    const editor = screen();
    const modifiers = { shiftKey: false, metaKey: false, ctrlKey: true, altKey: false };
    editor.handle({ type: "keyEvent", key: "z", code: "KeyZ", ...modifiers });
    editor.handle({ type: "keyEvent", key: "b", code: "KeyB", ...modifiers });
    expect(editor.ports.shortcut).toHaveBeenCalledTimes(1);
    expect(editor.ports.shortcut).toHaveBeenCalledWith("undo");
  });

  it("writes text edited in the page to the source, unless only its spaces changed", () => {
    const editor = screen();
    editor.handle({ type: "editedText", key: title, newText: "Hooks that land ", oldText: "Hooks that land" });
    expect(editor.ports.run).not.toHaveBeenCalled();
    editor.handle({ type: "editedText", key: title, newText: "Hooks people stop for", oldText: "Hooks that land" });
    expect(editor.ports.run).toHaveBeenCalledWith(
      expect.objectContaining({
        type: "EDIT_TEXT",
        changeFields: expect.objectContaining({ newText: "Hooks people stop for" }),
      }),
    );
  });

  it("moves an element dropped on a place, and nothing dropped elsewhere", () => {
    const editor = screen();
    editor.handle({ type: "dragEnd", key: title, target: null, before: null, after: null });
    expect(editor.ports.run).not.toHaveBeenCalled();
    editor.handle({ type: "dragEnd", key: title, target: key("hero-00000000-0"), before: lead, after: null });
    expect(editor.ports.run).toHaveBeenCalledWith(expect.objectContaining({ type: "MOVE_JSX" }));
  });

  it("says where text computed in code is written, in the frame's words or the side index's", async () => {
    const editor = screen();
    editor.handle({
      type: "editDynamicText",
      key: title,
      message: "Built from several parts in content/pages/home.ts.",
    });
    expect(editor.ports.notify).toHaveBeenLastCalledWith("info", {
      title: "This text comes from code",
      description: "Built from several parts in content/pages/home.ts.",
    });
    editor.handle({ type: "editDynamicText", key: title });
    await vi.waitFor(() =>
      expect(editor.ports.notify).toHaveBeenLastCalledWith("info", {
        title: "This text comes from code",
        description: "Change it in components/hero.tsx at line 12.",
      }),
    );
    expect(editor.ports.locate).toHaveBeenCalledWith(title.codebaseId);
  });

  it("shows the helper's errors", () => {
    const editor = screen();
    editor.handle({ type: "helperError", message: "Could not find element" });
    expect(editor.ports.notify).toHaveBeenCalledWith("error", { title: "Could not find element" });
  });

  it("does nothing for the frame's pointer, drag and editing progress reports", () => {
    const editor = screen({ selected: title });
    const before = editor.state();
    const pointer = { clientX: 1, clientY: 2, shiftKey: false, metaKey: false, ctrlKey: false, altKey: false };
    editor.handle({ type: "mouseEvent", event: "contextmenu", pointer });
    editor.handle({ type: "dragStart", key: title });
    editor.handle({ type: "dragCancel" });
    editor.handle({ type: "startEditingText", key: title, originalText: "Hooks that land" });
    expect(editor.state()).toBe(before);
    for (const port of [editor.ports.run, editor.ports.notify, editor.ports.shortcut, editor.ports.pageLoaded])
      expect(port).not.toHaveBeenCalled();
  });
});
