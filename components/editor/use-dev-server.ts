"use client";

// The development server as the editor needs it: each route a change is saved through is compiled when the editor
// opens (next dev compiles a route on its first request, which took about 24 s for the first save on a 2-core
// machine), and the owner is told when the server stops answering.
import { useEffect, useState } from "react";

import { isClientError } from "@/lib/api-client/api-error";
import { call, pathOf } from "@/lib/api-client/call";
import { editorRoutes } from "@/lib/api-client/routes/editor";
import { editorAiRoutes } from "@/lib/api-client/routes/editor-ai";
import { editorScreen } from "@/lib/config/editor/screen";
import { editorSessionKey } from "@/lib/storage-keys";

/** When the server run started for which this browser compiled the routes (local storage: every tab shares it). */
export const preparedKey = editorSessionKey("preparedRoutes");

export type DevServerState = {
  /** How many of the editor's save routes are ready, while they are being prepared; null once all are. */
  preparing: { ready: number; total: number } | null;
  /** The server did not answer the last check. */
  down: boolean;
};

/** The routes a change, an undo, a redo, a text's origin and AI mode are saved or asked through. */
export function saveRoutePaths(canvasId: string): string[] {
  return [
    pathOf(editorRoutes.mutations.editText, { canvasId }),
    ...(["applyChangeSet", "undoChangeToFiles", "redoChangeToFiles"] as const).map((activity) =>
      pathOf(editorRoutes[activity], { canvasId }),
    ),
    pathOf(editorRoutes.textOrigin, { canvasId }),
    pathOf(editorAiRoutes.suggestChanges, { canvasId }),
  ];
}

/** A GET compiles a route that answers only POST (it answers 405), and changes nothing. */
async function compile(path: string): Promise<void> {
  await fetch(path, { cache: "no-store", signal: AbortSignal.timeout(editorScreen.routePrepareTimeoutMs) }).catch(
    () => undefined,
  );
}

/** The server's health, never cached, waited for at most one check's time. */
function askHealth() {
  return call(editorRoutes.health, undefined, {
    cache: "no-store",
    signal: AbortSignal.timeout(editorScreen.serverCheckTimeoutMs),
  });
}

/** When the server started (from its uptime), in seconds; null when it did not answer with one. */
async function serverStart(): Promise<number | null> {
  const answer = await askHealth();
  return answer.ok ? Date.now() / 1000 - answer.data.uptimeSeconds : null;
}

/** This browser prepared the routes for the server run that started then (give or take the clocks' drift). */
function preparedFor(start: number | null): boolean {
  const stored = Number(window.localStorage.getItem(preparedKey));
  return start !== null && stored > 0 && Math.abs(stored - start) < editorScreen.serverStartToleranceSeconds;
}

/** False only when no answer came: a refusal (the database down, say) still means the server runs. */
async function answers(): Promise<boolean> {
  const answer = await askHealth();
  return answer.ok || !isClientError(answer.error) || answer.error.code === "invalid_answer";
}

export function useDevServer(canvasId: string): DevServerState {
  const [preparing, setPreparing] = useState<DevServerState["preparing"]>(() => ({
    ready: 0,
    total: saveRoutePaths(canvasId).length,
  }));
  const [down, setDown] = useState(false);

  useEffect(() => {
    let live = true;
    const paths = saveRoutePaths(canvasId);
    void (async () => {
      // Once per run of the server: a route stays compiled until it restarts.
      const start = await serverStart();
      if (!live) return;
      if (preparedFor(start)) {
        setPreparing(null);
        return;
      }
      // One after another: on two cores, compiles side by side finish no sooner.
      for (const [index, path] of paths.entries()) {
        await compile(path);
        if (!live) return;
        setPreparing(index + 1 < paths.length ? { ready: index + 1, total: paths.length } : null);
      }
      if (start !== null) window.localStorage.setItem(preparedKey, String(start));
    })();
    return () => {
      live = false;
    };
  }, [canvasId]);

  useEffect(() => {
    // Two missed checks in a row: one slow answer (a first compile, a busy machine) is not a stopped server.
    let missed = 0;
    const check = () =>
      void answers().then((answered) => {
        missed = answered ? 0 : missed + 1;
        setDown(missed >= 2);
      });
    const timer = setInterval(check, editorScreen.serverCheckEveryMs);
    window.addEventListener("focus", check);
    return () => {
      clearInterval(timer);
      window.removeEventListener("focus", check);
    };
  }, []);

  return { preparing, down };
}
