"use client";

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { notify } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { fetchSourceEntries, postToEditor } from "@/lib/editor/frame/editor-api";
import { driveModeKey } from "@/lib/editor/frame/helper";
import { frameMessageSchema, postMessageTo, readMessage, type EditorMessage, type FrameElementKey, type HydrationStatus } from "@/lib/editor/frame/protocol";

const zooms = [0.5, 0.75, 1] as const;

// Drive mode lives in sessionStorage (SPEC §2), so it survives a reload of the editor.
const driveModeListeners = new Set<() => void>();

function useDriveMode(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(
    (listener) => {
      driveModeListeners.add(listener);
      return () => driveModeListeners.delete(listener);
    },
    () => sessionStorage.getItem(driveModeKey) === "true",
    () => false,
  );
  const set = useCallback((next: boolean) => {
    sessionStorage.setItem(driveModeKey, String(next));
    for (const listener of driveModeListeners) listener();
  }, []);
  return [on, set];
}

/**
 * The editor's screen (issue 11, first slice): the page in a same-origin preview frame with zoom, a route input
 * and the frame's latest address; undo and redo of source changes; AI and drive modes. Panels come next.
 */
export function EditorScreen({ initialPath, canvasId }: { initialPath: string; canvasId: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [path, setPath] = useState(initialPath);
  const [route, setRoute] = useState(initialPath);
  const [zoom, setZoom] = useState<number>(1);
  const [aiMode, setAiMode] = useState(false);
  const [driveMode, setDriveMode] = useDriveMode();
  const [latestHref, setLatestHref] = useState("");
  const [selected, setSelected] = useState<FrameElementKey | null>(null);
  const [hydration, setHydration] = useState<HydrationStatus>("no_error");

  const send = useCallback((message: EditorMessage) => {
    const target = frame.current?.contentWindow;
    if (target) postMessageTo(target, window.location.origin, message);
  }, []);

  const sendModes = useCallback(() => send({ type: "setModes", aiMode, driveMode, zoom }), [send, aiMode, driveMode, zoom]);
  useEffect(() => sendModes(), [sendModes]);

  /** Text edited in the frame goes to the source as an editText change (SPEC §4: start, then blur sends new and old text). */
  const saveText = useCallback(
    async (codebaseId: string, newText: string, oldText: string) => {
      const [entry] = await fetchSourceEntries(canvasId, [codebaseId]);
      if (!entry) return void notify("error", { title: "Could not find element" });
      const element = { codebaseId, filePath: entry.file, line: entry.line, column: entry.column };
      const failure = await postToEditor(`/api/canvases/${canvasId}/parseAndMutate/mutate/editText`, { element, newText, oldText }, "The text could not be saved. Try again.");
      if (failure) void notify("error", { title: failure });
    },
    [canvasId],
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = readMessage(event, { origin: window.location.origin, source: frame.current?.contentWindow }, frameMessageSchema);
      if (!message) return;
      if (message.type === "latestHref") {
        setLatestHref(message.href);
        // A page that just loaded needs the modes again.
        sendModes();
      }
      if (message.type === "selectedKey") setSelected(message.key);
      if (message.type === "hydrationErrorStatus") setHydration(message.status);
      if (message.type === "helperError") void notify("error", { title: message.message });
      if (message.type === "keyEvent" && message.key === "Escape") setSelected(null);
      if (message.type === "editedText" && message.newText.trim() !== message.oldText.trim()) void saveText(message.key.codebaseId, message.newText, message.oldText);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [sendModes, saveText]);

  const activity = async (name: "undoChangeToFiles" | "redoChangeToFiles") => {
    const failure = await postToEditor(`/api/canvases/${canvasId}/activities/${name}`, undefined, "That did not work. Try again.");
    if (failure) void notify("error", { title: failure });
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.metaKey || event.ctrlKey) || event.key.toLowerCase() !== "z") return;
      event.preventDefault();
      void activity(event.shiftKey ? "redoChangeToFiles" : "undoChangeToFiles");
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  return (
    <div className="flex h-dvh flex-col">
      <header className="flex flex-wrap items-center gap-2 border-b p-2">
        <h1 className="sr-only">Page editor</h1>
        <Button size="sm" variant="outline" onClick={() => void activity("undoChangeToFiles")}>
          Undo
        </Button>
        <Button size="sm" variant="outline" onClick={() => void activity("redoChangeToFiles")}>
          Redo
        </Button>
        <Button size="sm" variant={aiMode ? "default" : "outline"} aria-pressed={aiMode} onClick={() => setAiMode((on) => !on)}>
          AI mode
        </Button>
        <Button size="sm" variant={driveMode ? "default" : "outline"} aria-pressed={driveMode} onClick={() => setDriveMode(!driveMode)}>
          Drive mode
        </Button>
        <label className="flex items-center gap-1 text-sm">
          Zoom
          <select className="rounded border px-1 py-1" value={zoom} onChange={(event) => setZoom(Number(event.target.value))}>
            {zooms.map((value) => (
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
          <input id="editor-route" className="w-56 rounded border px-2 py-1 text-sm" value={route} onChange={(event) => setRoute(event.target.value)} />
          <Button size="sm" type="submit" variant="outline">
            Go
          </Button>
        </form>
        <p className="ml-auto truncate text-sm text-muted-foreground" aria-live="polite">
          <span data-testid="latest-href">{latestHref}</span>
          {selected ? <span> · selected {selected.codebaseId}</span> : null}
          {hydration === "error" ? <span className="text-destructive"> · Hydration failed on this page</span> : null}
        </p>
      </header>
      <div className="min-h-0 flex-1 overflow-auto bg-muted">
        <iframe
          ref={frame}
          title="Page preview"
          src={path}
          className="origin-top-left border-0 bg-white"
          style={{ width: `${100 / zoom}%`, height: `${100 / zoom}%`, transform: `scale(${zoom})` }}
        />
      </div>
    </div>
  );
}
