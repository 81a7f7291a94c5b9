"use client";

import { useCallback, useEffect, useRef, useState, type RefObject } from "react";

import { editorScreen } from "@/lib/config/editor/screen";
import type { InstantUpdatePlan } from "@/lib/editor/changes/instant";
import {
  frameMessageSchema,
  postMessageTo,
  readMessage,
  type EditorMessage,
  type FrameElementKey,
} from "@/lib/editor/frame/protocol";

import { handleFrameMessage, type FrameScreenPorts } from "./frame-handler";
import { initialFrameState, withSelection, type FrameState, type InstantUpdateResult } from "./frame-state";

/**
 * The editor's side of the frame protocol: what the frame last reported, a typed `send`, and instant updates that
 * resolve when the frame says they are done. What the frame reports of the owner's actions goes to `screen`.
 */
export function useFrameChannel(frame: RefObject<HTMLIFrameElement | null>, screen: RefObject<FrameScreenPorts>) {
  const [state, setState] = useState<FrameState>(initialFrameState);
  const waiting = useRef(new Map<string, (result: InstantUpdateResult) => void>());

  const send = useCallback(
    (message: EditorMessage) => {
      const target = frame.current?.contentWindow;
      if (target) postMessageTo(target, window.location.origin, message);
    },
    [frame],
  );

  const select = useCallback(
    (key: FrameElementKey | null) => {
      setState((current) => withSelection(current, key));
      send({ type: "setSelectedKey", key });
    },
    [send],
  );

  const instantUpdate = useCallback(
    (changeId: string, plan: InstantUpdatePlan) =>
      new Promise<InstantUpdateResult>((resolve) => {
        const timer = setTimeout(() => {
          waiting.current.delete(changeId);
          resolve({ successful: false });
        }, editorScreen.instantUpdateTimeoutMs);
        waiting.current.set(changeId, (result) => {
          clearTimeout(timer);
          waiting.current.delete(changeId);
          resolve(result);
        });
        send({ type: "instantUpdate", changeId, ...plan });
        // Classes shown at once are the classes the panel shows, until the frame reports again.
        if (plan.kind === "classes")
          setState((current) =>
            current.selected?.codebaseId === plan.codebaseId
              ? { ...current, classList: plan.classes.split(" ").filter(Boolean) }
              : current,
          );
      }),
    [send],
  );

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const message = readMessage(
        event,
        { origin: window.location.origin, source: frame.current?.contentWindow },
        frameMessageSchema,
      );
      if (!message) return;
      handleFrameMessage(message, {
        ...screen.current,
        update: setState,
        instantUpdateDone: (changeId, result) => waiting.current.get(changeId)?.(result),
      });
    };
    window.addEventListener("message", listener);
    return () => window.removeEventListener("message", listener);
  }, [frame, screen]);

  return { state, send, select, instantUpdate };
}
