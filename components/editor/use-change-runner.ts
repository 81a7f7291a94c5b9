"use client";

import { useState } from "react";

import { notify } from "@/components/feedback/notify";
import type { InstantUpdatePlan } from "@/lib/editor/changes/instant";
import { explainNoEffect } from "@/lib/editor/changes/no-effect-notice";
import { ChangeRunner } from "@/lib/editor/changes/runner";
import type { EditorMessage } from "@/lib/editor/frame/protocol";

import { fetchSourceEntries, postToEditor } from "./editor-api";
import type { InstantUpdateResult } from "./frame-state";

type FramePorts = {
  send: (message: EditorMessage) => void;
  instantUpdate: (changeId: string, plan: InstantUpdatePlan) => Promise<InstantUpdateResult>;
  reloadFrame: () => void;
};

/** One runner per editor screen, wired to the editor API, the frame and the project's toasts. */
export function useChangeRunner(canvasId: string, frame: FramePorts): ChangeRunner {
  const [runner] = useState(() => {
    const sourceClasses = async (codebaseId: string) =>
      (await fetchSourceEntries(canvasId, [codebaseId]))[0]?.classes ?? null;
    const created: ChangeRunner = new ChangeRunner({
      canvasId,
      lookUp: (ids) => fetchSourceEntries(canvasId, ids),
      post: async (request) => {
        const failure = await postToEditor(request, "failed", (notice) => void notify("info", { title: notice }));
        // The source changed: the frame asks the side index again (props, static text) without waiting for the reload.
        if (failure === null) frame.send({ type: "refresh" });
        return failure;
      },
      instantUpdate: async (changeId, plan) => {
        const result = await frame.instantUpdate(changeId, plan);
        // New classes that show nothing are said at once, while the change is still being written.
        if (result.noEffect) {
          void explainNoEffect(plan.codebaseId, result.noEffect, {
            sourceClasses,
            settled: () => created.settled(),
            run: (change) => void created.run(change),
            show: (notice, action) => void notify("info", { ...notice, action }),
          });
        }
        return result.successful;
      },
      undoInstantUpdate: (changeId) => frame.send({ type: "undoInstantUpdate", changeId }),
      reloadFrame: () => frame.reloadFrame(),
      notify: (kind, title, description) => void notify(kind, { title, description }),
      newId: () => crypto.randomUUID(),
    });
    return created;
  });
  return runner;
}
