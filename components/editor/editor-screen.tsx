"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";

import { notify } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { editorScreen } from "@/lib/config/editor-screen";
import { createChange } from "@/lib/editor/changes/create";
import type { ChangeRecord } from "@/lib/editor/changes/schemas";
import { siblingMove } from "@/lib/editor/changes/sibling-move";
import { fetchSourceEntries } from "@/lib/editor/frame/editor-api";
import type { FrameElementKey, FrameMessage, NavTreeNode } from "@/lib/editor/frame/protocol";
import type { StyleModifier } from "@/lib/editor/mutate/schemas";
import type { IndexEntry } from "@/lib/editor/source/elements";

import { AiPrompt } from "./ai-prompt";
import { EditorToolbar } from "./editor-toolbar";
import { isStateModifier } from "./modifier-select";
import { NavigatorTree } from "./navigator-tree";
import { PropertiesPanel } from "./properties-panel";
import { useChangeRunner } from "./use-change-runner";
import { useDriveMode } from "./use-drive-mode";
import { sameKey, useFrameChannel } from "./use-frame-channel";

function findNode(node: NavTreeNode | null, key: FrameElementKey | null): NavTreeNode | null {
  if (!node || !key) return null;
  if (sameKey(node.tempoElement, key)) return node;
  for (const child of node.children) {
    const found = findNode(child, key);
    if (found) return found;
  }
  return null;
}

function moveOrNull(move: ChangeRecord | null, run: (change: ChangeRecord) => void): (() => void) | null {
  return move ? () => run(move) : null;
}

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))
  );
}

type Shortcut = "undo" | "redo" | "delete" | "escape" | "moveUp" | "moveDown" | null;

/** Undo, redo, delete and escape, from the editor or from the frame (which passes its keys on). */
function shortcutOf(event: {
  key: string;
  shiftKey: boolean;
  metaKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
}): Shortcut {
  const key = event.key.toLowerCase();
  if (event.altKey && key === "arrowup") return "moveUp";
  if (event.altKey && key === "arrowdown") return "moveDown";
  if ((event.metaKey || event.ctrlKey) && key === "z") return event.shiftKey ? "redo" : "undo";
  if ((event.metaKey || event.ctrlKey) && key === "y") return "redo";
  if (key === "delete" || key === "backspace") return "delete";
  if (key === "escape") return "escape";
  return null;
}

/**
 * The visual page editor: a navigator, the page in a same-origin preview frame, the selection's
 * properties, a toolbar and AI mode. Every change goes through the change runner: shown in the frame at once,
 * then written to the source.
 */
export function EditorScreen({ initialPath, canvasId }: { initialPath: string; canvasId: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [path, setPath] = useState(initialPath);
  const [route, setRoute] = useState(initialPath);
  const [zoom, setZoom] = useState<number>(1);
  const [aiMode, setAiMode] = useState(false);
  const [driveMode, setDriveMode] = useDriveMode();
  const [sourceOf, setSourceOf] = useState<{ id: string; entry: IndexEntry | null } | null>(null);
  const [modifier, setModifier] = useState<StyleModifier | "">("");
  const [forceState, setForceState] = useState(false);
  const onFrameMessage = useRef<(message: FrameMessage) => void>(() => {});
  const channel = useFrameChannel(frame, (message) => onFrameMessage.current(message));
  const { state, send, select, instantUpdate } = channel;
  const reloadFrame = useCallback(() => frame.current?.contentWindow?.location.reload(), []);
  const runner = useChangeRunner(canvasId, { send, instantUpdate, reloadFrame });

  const selected = state.selected;
  const selection = useMemo(() => {
    const keys = state.multiSelected.length > 0 ? state.multiSelected : selected ? [selected] : [];
    return [...new Set(keys.map((key) => key.codebaseId))];
  }, [state.multiSelected, selected]);
  const source = selected && sourceOf?.id === selected.codebaseId ? sourceOf.entry : null;
  const node = useMemo(() => findNode(state.tree, selected), [state.tree, selected]);

  const sendModes = useCallback(
    () => send({ type: "setModes", aiMode, driveMode, zoom }),
    [send, aiMode, driveMode, zoom],
  );
  useEffect(() => sendModes(), [sendModes]);

  // What the side index says of the selection: its tag as written, its file and whether its text is static.
  useEffect(() => {
    let current = true;
    if (!selected) return;
    void fetchSourceEntries(canvasId, [selected.codebaseId]).then(([entry]) => {
      if (current) setSourceOf({ id: selected.codebaseId, entry: entry ?? null });
    });
    return () => {
      current = false;
    };
  }, [canvasId, selected]);

  // Forced states belong to the selected element only; the helper clears them when the selection moves.
  useEffect(() => {
    if (selected)
      send({
        type: "forceStates",
        key: selected,
        modifiers: forceState && isStateModifier(modifier) ? [modifier] : [],
      });
  }, [send, selected, forceState, modifier]);

  // The keyboard's way to move the selection (dragging is the pointer's).
  const moves = useMemo(
    () => ({ up: siblingMove(state.tree, selected, "up"), down: siblingMove(state.tree, selected, "down") }),
    [state.tree, selected],
  );

  const run = useCallback(
    (change: ChangeRecord) => void runner.run(change, state.classList ?? node?.classList ?? null),
    [runner, state.classList, node],
  );

  const actions = useMemo(
    () => ({
      undo: () => void runner.undo(),
      redo: () => void runner.redo(),
      addElement: (tag: string) => {
        if (selected)
          run(
            createChange("ADD_JSX", {
              codebaseIdToAddTo: selected.codebaseId,
              addNativeTag: tag,
              propsToSet: {},
              extraPathToContents: {},
            }),
          );
      },
      wrapInDiv: () => {
        if (selection.length > 0) run(createChange("WRAP_DIV", { codebaseIdsToWrap: selection }));
      },
      duplicate: () => {
        if (selection.length > 0) run(createChange("DUPLICATE", { codebaseIdsToDuplicate: selection }));
      },
      remove: () => {
        if (selection.length === 0) return;
        run(createChange("REMOVE_JSX", { codebaseIdsToRemove: selection }));
        select(null);
      },
      changeTag: (newTagName: string) => {
        if (selected) run(createChange("CHANGE_TAG", { codebaseIdToChange: selected.codebaseId, newTagName }));
      },
      moveUp: moveOrNull(moves.up, run),
      moveDown: moveOrNull(moves.down, run),
    }),
    [runner, run, select, selected, selection, moves],
  );

  const panelActions = useMemo(() => {
    const id = selected?.codebaseId;
    return {
      saveText: (newText: string, oldText: string) => {
        if (id) run(createChange("EDIT_TEXT", { codebaseIdToEditText: id, newText, oldText }));
      },
      editTextInPage: () => {
        if (selected) send({ type: "startEditingText", key: selected });
      },
      addClass: (className: string, modifiers: StyleModifier[]) => {
        if (id)
          run(
            createChange("ADD_CLASS", {
              codebaseIdToAddClass: id,
              className,
              addingTailwindClass: true,
              modifiers,
              customProperties: {},
            }),
          );
      },
      removeClass: (className: string) => {
        if (id) run(createChange("REMOVE_CLASS", { codebaseIdToRemoveClass: id, className }));
      },
      changeProp: (propName: string, propValue: string, oldValue?: string) => {
        if (id)
          run(
            createChange("CHANGE_PROP", {
              codebaseIdToChange: id,
              propName,
              propValue,
              ...(oldValue === undefined ? {} : { oldValue }),
            }),
          );
      },
      changeStyle: (property: string, value: string, stylingFramework: "Tailwind" | "Inline" | "CSS") => {
        if (id)
          run(
            createChange("STYLING", {
              codebaseId: id,
              stylingChanges: { [property]: value },
              stylingFramework,
              modifiers: modifier ? [modifier] : [],
              customProperties: {},
            }),
          );
      },
    };
  }, [run, send, selected, modifier]);

  const shortcut = useCallback(
    (name: Shortcut) => {
      if (name === "undo") actions.undo();
      if (name === "redo") actions.redo();
      if (name === "delete") actions.remove();
      if (name === "escape") select(null);
      if (name === "moveUp") actions.moveUp?.();
      if (name === "moveDown") actions.moveDown?.();
    },
    [actions, select],
  );

  useEffect(() => {
    onFrameMessage.current = (message: FrameMessage) => {
      if (message.type === "latestHref") sendModes(); // a page that just loaded needs the modes again
      if (message.type === "helperError") void notify("error", { title: message.message });
      if (message.type === "keyEvent") shortcut(shortcutOf(message));
      if (message.type === "editedText" && message.newText.trim() !== message.oldText.trim()) {
        run(
          createChange("EDIT_TEXT", {
            codebaseIdToEditText: message.key.codebaseId,
            newText: message.newText,
            oldText: message.oldText,
          }),
        );
      }
      if (message.type === "editDynamicText") {
        if (message.message) void notify("info", { title: "This text comes from code", description: message.message });
        else {
          void fetchSourceEntries(canvasId, [message.key.codebaseId]).then(([entry]) =>
            notify("info", {
              title: "This text comes from code",
              description: entry ? `Change it in ${entry.file} at line ${entry.line}.` : undefined,
            }),
          );
        }
      }
      if (message.type === "dragEnd" && message.target) {
        run(
          createChange("MOVE_JSX", {
            codebaseIdToMove: message.key.codebaseId,
            codebaseIdToMoveTo: message.target.codebaseId,
            beforeCodebaseId: message.before?.codebaseId ?? null,
            afterCodebaseId: message.after?.codebaseId ?? null,
          }),
        );
      }
    };
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const name = shortcutOf(event);
      if (!name || (isTyping(event.target) && name !== "escape")) return;
      event.preventDefault();
      shortcut(name);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [shortcut]);

  return (
    <div className="flex h-dvh flex-col">
      <header className="flex flex-wrap items-center gap-2 border-b p-2">
        <h1 className="sr-only">Page editor</h1>
        <EditorToolbar
          actions={actions}
          hasSelection={selected !== null}
          aiMode={aiMode}
          onAiMode={setAiMode}
          driveMode={driveMode}
          onDriveMode={setDriveMode}
        />
        <label className="flex items-center gap-1 text-sm">
          Zoom
          <select
            className="h-8 rounded-md border bg-background px-1"
            value={zoom}
            onChange={(event) => setZoom(Number(event.target.value))}
          >
            {editorScreen.zooms.map((value) => (
              <option key={value} value={value}>
                {value * 100}%
              </option>
            ))}
          </select>
        </label>
        <form
          className="flex items-center gap-1"
          onSubmit={(event) => {
            event.preventDefault();
            if (route.startsWith("/") && !route.startsWith("//")) setPath(route);
          }}
        >
          <label className="text-sm" htmlFor="editor-route">
            Route
          </label>
          <input
            id="editor-route"
            className="h-8 w-48 rounded-md border bg-background px-2 text-sm"
            value={route}
            onChange={(event) => setRoute(event.target.value)}
          />
          <Button size="sm" type="submit" variant="outline">
            Go
          </Button>
        </form>
        <p className="ml-auto truncate text-sm text-muted-foreground" aria-live="polite">
          <span data-testid="latest-href">{state.latestHref}</span>
          {state.hydration === "error" ? (
            <span className="text-destructive">
              {" "}
              · Hydration failed on this page: the preview may not match the source.
            </span>
          ) : null}
          {state.hydration === "other_error" ? (
            <span className="text-destructive"> · The page reported an error while loading.</span>
          ) : null}
        </p>
      </header>
      <div className="grid min-h-0 flex-1 grid-cols-[15rem_1fr_20rem]">
        <div className="flex min-h-0 flex-col border-r">
          <NavigatorTree
            tree={state.tree}
            selected={selected}
            multiSelected={state.multiSelected}
            onSelect={select}
            onHover={(key) => send({ type: "setHoveredKey", key })}
          />
        </div>
        <div className="min-h-0 overflow-auto bg-muted">
          <iframe
            ref={frame}
            title="Page preview"
            src={path}
            className="origin-top-left border-0 bg-white"
            style={{ width: `${100 / zoom}%`, height: `${100 / zoom}%`, transform: `scale(${zoom})` }}
          />
        </div>
        <aside aria-label="Properties" className="flex min-h-0 flex-col overflow-auto border-l">
          {aiMode ? (
            <AiPrompt
              canvasId={canvasId}
              codebaseId={selected?.codebaseId ?? null}
              text={node ? node.literalChildren.join(" ") : null}
              onApply={(changes) => void runner.runSet(changes, state.classList ?? node?.classList ?? null)}
            />
          ) : null}
          {selected ? (
            <PropertiesPanel
              canvasId={canvasId}
              node={node}
              source={source}
              classList={state.classList}
              rules={state.rules}
              computed={state.computed}
              modifier={modifier}
              onModifier={setModifier}
              forceState={forceState}
              onForceState={setForceState}
              actions={panelActions}
            />
          ) : (
            <p className="p-3 text-sm text-muted-foreground">
              Select an element in the preview or the navigator to see its properties. Shift-click adds to the
              selection.
            </p>
          )}
        </aside>
      </div>
    </div>
  );
}
