"use client";

import { useCallback, useEffect, useRef, useState, type RefObject } from "react";

import { editorScreen } from "@/lib/config/editor-screen";
import type { InstantUpdatePlan } from "@/lib/editor/changes/instant";
import type { NoEffect } from "@/lib/editor/frame/no-effect";
import {
  frameMessageSchema,
  postMessageTo,
  readMessage,
  type CssRuleInfo,
  type EditorMessage,
  type FrameElementKey,
  type FrameMessage,
  type HydrationStatus,
  type NavTreeNode,
} from "@/lib/editor/frame/protocol";

export type FrameState = {
  latestHref: string;
  hovered: FrameElementKey | null;
  selected: FrameElementKey | null;
  multiSelected: FrameElementKey[];
  tree: NavTreeNode | null;
  rules: CssRuleInfo[];
  computed: { styles: Record<string, string>; parent: { display: string; flexDirection: string } | null } | null;
  classList: string[] | null;
  hydration: HydrationStatus;
};

/** Whether the frame could show an update, and, for new classes, when they changed nothing there. */
export type InstantUpdateResult = { successful: boolean; noEffect?: NoEffect };

const initialState: FrameState = {
  latestHref: "",
  hovered: null,
  selected: null,
  multiSelected: [],
  tree: null,
  rules: [],
  computed: null,
  classList: null,
  hydration: "no_error",
};

export function sameKey(a: FrameElementKey | null, b: FrameElementKey | null): boolean {
  return a !== null && b !== null && a.codebaseId === b.codebaseId && a.uniquePath === b.uniquePath;
}

/**
 * The editor's side of the frame protocol: what the frame last reported, a typed `send`, and instant updates that
 * resolve when the frame says they are done. Messages other than the state it keeps go to `onMessage`.
 */
export function useFrameChannel(
  frame: RefObject<HTMLIFrameElement | null>,
  onMessage: (message: FrameMessage) => void,
) {
  const [state, setState] = useState<FrameState>(initialState);
  const waiting = useRef(new Map<string, (result: InstantUpdateResult) => void>());
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });

  const send = useCallback(
    (message: EditorMessage) => {
      const target = frame.current?.contentWindow;
      if (target) postMessageTo(target, window.location.origin, message);
    },
    [frame],
  );

  const select = useCallback(
    (key: FrameElementKey | null) => {
      setState((current) => ({
        ...current,
        selected: key,
        multiSelected: key ? [key] : [],
        rules: [],
        computed: null,
        classList: null,
      }));
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
      switch (message.type) {
        case "latestHref":
          setState((current) => ({ ...current, latestHref: message.href }));
          break;
        case "hoveredKey":
          setState((current) => ({ ...current, hovered: message.key }));
          break;
        case "selectedKey":
          setState((current) =>
            sameKey(current.selected, message.key)
              ? current
              : {
                  ...current,
                  selected: message.key,
                  multiSelected: message.key ? [message.key] : [],
                  rules: [],
                  computed: null,
                  classList: null,
                },
          );
          break;
        case "multiSelectedKeys":
          setState((current) => ({ ...current, multiSelected: message.keys }));
          break;
        case "navTree":
          setState((current) => ({ ...current, tree: message.tree }));
          break;
        case "processedCssRules":
          setState((current) =>
            sameKey(current.selected, message.key) ? { ...current, rules: message.rules } : current,
          );
          break;
        case "cssEvals":
          setState((current) =>
            sameKey(current.selected, message.key)
              ? { ...current, computed: { styles: message.styles, parent: message.parent } }
              : current,
          );
          break;
        case "classList":
          setState((current) =>
            sameKey(current.selected, message.key) ? { ...current, classList: message.classList } : current,
          );
          break;
        case "hydrationErrorStatus":
          setState((current) => ({ ...current, hydration: message.status }));
          break;
        case "instantUpdateDone":
          waiting.current.get(message.changeId)?.(
            message.noEffect
              ? { successful: message.successful, noEffect: message.noEffect }
              : { successful: message.successful },
          );
          break;
        default:
          break;
      }
      handler.current(message);
    };
    window.addEventListener("message", listener);
    return () => window.removeEventListener("message", listener);
  }, [frame]);

  return { state, send, select, instantUpdate };
}
