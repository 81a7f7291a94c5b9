"use client";

import { useEffect } from "react";

/**
 * Rendered only while the editor is on (development). Inside the editor's preview frame, on the same origin, it
 * loads the frame helper; anywhere else it does nothing and loads nothing.
 */
export function FrameHelperLoader() {
  useEffect(() => {
    if (window.self === window.top) return;
    let parent: Location;
    try {
      parent = window.parent.location;
      if (parent.origin !== window.location.origin || !parent.pathname.startsWith("/editor")) return;
    } catch {
      return; // framed by another origin
    }
    const canvasId = new URLSearchParams(parent.search).get("canvas") ?? "default";
    let stop = () => {};
    let cancelled = false;
    void Promise.all([import("@/lib/editor/frame/start"), import("./editor-api"), import("@/lib/editor/ids")]).then(
      async ([{ startFrameHelper }, api, { canvasIdPattern }]) => {
        const helper = await startFrameHelper(window, canvasIdPattern.test(canvasId) ? canvasId : "default", api);
        if (cancelled) helper.stop();
        else stop = () => helper.stop();
      },
    );
    return () => {
      cancelled = true;
      stop();
    };
  }, []);
  return null;
}
