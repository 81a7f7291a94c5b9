"use client";

import { useState } from "react";
import { notify } from "@/components/feedback/notify";
import type { InstantUpdatePlan } from "@/lib/editor/changes/instant";
import { ChangeRunner } from "@/lib/editor/changes/runner";
import { fetchSourceEntries, postToEditor } from "@/lib/editor/frame/editor-api";
import type { EditorMessage } from "@/lib/editor/frame/protocol";

type FramePorts = {
  send: (message: EditorMessage) => void;
  instantUpdate: (changeId: string, plan: InstantUpdatePlan) => Promise<boolean>;
  reloadFrame: () => void;
};

/** One runner per editor screen, wired to the editor API, the frame and the project's toasts. */
export function useChangeRunner(canvasId: string, frame: FramePorts): ChangeRunner {
  const [runner] = useState(
    () =>
      new ChangeRunner({
        canvasId,
        lookUp: (ids) => fetchSourceEntries(canvasId, ids),
        post: async (path, body) => {
          const failure = await postToEditor(path, body, "failed");
          // The source changed: the frame asks the side index again (props, static text) without waiting for the reload.
          if (failure === null) frame.send({ type: "refresh" });
          return failure;
        },
        instantUpdate: (changeId, plan) => frame.instantUpdate(changeId, plan),
        undoInstantUpdate: (changeId) => frame.send({ type: "undoInstantUpdate", changeId }),
        reloadFrame: () => frame.reloadFrame(),
        notify: (kind, title) => void notify(kind, { title }),
        newId: () => crypto.randomUUID(),
      }),
  );
  return runner;
}
