"use client";

import { LoaderCircle } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";

import { notify } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { editorScreen } from "@/lib/config/editor/screen";
import type { ChangeRecord } from "@/lib/editor/changes/schemas";
import {
  addClassChange,
  addElementChange,
  changePropChange,
  changeTagChange,
  duplicateChange,
  editTextChange,
  removeChange,
  removeClassChange,
  stylingChange,
  wrapInDivChange,
} from "@/lib/editor/changes/selection-changes";
import { siblingMove } from "@/lib/editor/changes/sibling-move";
import type { IndexEntry } from "@/lib/editor/source/elements";
import type { StyleModifier } from "@/lib/editor/style-modifiers";

import { AiPrompt } from "./ai-prompt";
import { fetchSourceEntries } from "./editor-api";
import { EditorToolbar, type ToolbarActions } from "./editor-toolbar";
import type { FrameScreenPorts } from "./frame-handler";
import { runShortcut, useKeyboardShortcuts, type ShortcutActions } from "./keyboard-map";
import { isStateModifier } from "./modifier-select";
import { NavigatorTree } from "./navigator-tree";
import { PropertiesPanel, type PanelActions } from "./properties-panel";
import { selectedNode, selectionIds } from "./selection";
import { useChangeRunner } from "./use-change-runner";
import { useDevServer } from "./use-dev-server";
import { useDriveMode } from "./use-drive-mode";
import { useFrameChannel } from "./use-frame-channel";

/** Until the screen's first effects run, what the frame reports of the owner's actions has nowhere to go. */
const beforeMount: FrameScreenPorts = {
  pageLoaded: () => {},
  shortcut: () => {},
  run: () => {},
  notify: () => {},
  locate: async () => null,
};

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
  // The channel comes before the runner that the screen's ports use, so it reads them from the last render.
  const framePorts = useRef<FrameScreenPorts>(beforeMount);
  const { state, send, select, instantUpdate } = useFrameChannel(frame, framePorts);
  const reloadFrame = useCallback(() => frame.current?.contentWindow?.location.reload(), []);
  const runner = useChangeRunner(canvasId, { send, instantUpdate, reloadFrame });
  const server = useDevServer(canvasId);

  const selected = state.selected;
  const selection = useMemo(() => selectionIds(state.multiSelected, selected), [state.multiSelected, selected]);
  const source = selected && sourceOf?.id === selected.codebaseId ? sourceOf.entry : null;
  const node = useMemo(() => selectedNode(state.tree, selected), [state.tree, selected]);

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

  /** Runs a change; a builder's null (nothing to act on) runs nothing. */
  const run = useCallback(
    (change: ChangeRecord | null) => {
      if (change) void runner.run(change, state.classList ?? node?.classList ?? null);
    },
    [runner, state.classList, node],
  );

  const actions = useMemo<ToolbarActions>(() => {
    const id = selected?.codebaseId ?? null;
    const { up, down } = moves;
    return {
      undo: () => void runner.undo(),
      redo: () => void runner.redo(),
      addElement: (tag) => run(addElementChange(id, tag)),
      wrapInDiv: () => run(wrapInDivChange(selection)),
      duplicate: () => run(duplicateChange(selection)),
      remove: () => {
        const change = removeChange(selection);
        if (!change) return;
        run(change);
        select(null);
      },
      changeTag: (newTagName) => run(changeTagChange(id, newTagName)),
      moveUp: up ? () => run(up) : null,
      moveDown: down ? () => run(down) : null,
    };
  }, [runner, run, select, selected, selection, moves]);

  const panelActions = useMemo<PanelActions>(() => {
    const id = selected?.codebaseId ?? null;
    return {
      saveText: (newText, oldText) => run(editTextChange(id, newText, oldText)),
      editTextInPage: () => {
        if (selected) send({ type: "startEditingText", key: selected });
      },
      addClass: (className, modifiers) => run(addClassChange(id, className, modifiers)),
      removeClass: (className) => run(removeClassChange(id, className)),
      changeProp: (propName, propValue, oldValue) => run(changePropChange(id, propName, propValue, oldValue)),
      changeStyle: (property, value, framework) => run(stylingChange(id, { property, value, framework, modifier })),
    };
  }, [run, send, selected, modifier]);

  const shortcuts = useMemo<ShortcutActions>(() => ({ ...actions, deselect: () => select(null) }), [actions, select]);
  useKeyboardShortcuts(shortcuts);

  useEffect(() => {
    framePorts.current = {
      pageLoaded: sendModes,
      shortcut: (shortcut) => runShortcut(shortcut, shortcuts),
      run,
      notify: (kind, toast) => void notify(kind, toast),
      locate: async (codebaseId) => (await fetchSourceEntries(canvasId, [codebaseId]))[0] ?? null,
    };
  });

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
        <p className="text-sm" role="status" data-testid="server-status">
          {server.down ? (
            <span className="text-destructive">
              The development server is not answering, so changes can&apos;t be saved. Start it again with npm run dev.
            </span>
          ) : server.preparing ? (
            <span className="inline-flex items-center gap-1 text-muted-foreground">
              <LoaderCircle aria-hidden className="size-3.5 animate-spin" />
              Preparing the editor: {server.preparing.ready} of {server.preparing.total} routes compiled
            </span>
          ) : null}
        </p>
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
