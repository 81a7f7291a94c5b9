"use client";

import { useCallback, useRef, useState } from "react";

import { readRefusalOf } from "@/components/billing/upgrade-offer";
import { taskCompletedByServer } from "@/components/onboarding/onboarding-status";
import { broadcastBillingEvents } from "@/lib/billing/events";
import type { GeneratorForm } from "@/lib/generator/schema";
import { readEvents, type UsageAfter } from "@/lib/generator/stream-events";

export type GenerationState = {
  status: "idle" | "waiting" | "streaming" | "revising" | "done" | "error";
  text: string;
  /** Who wrote it, e.g. "OpenAI · gpt-4.1-mini" or "Offline writer". */
  writer: string | null;
  offline: boolean;
  message: string | null;
  /** The API's code when it refused the request (e.g. email_unconfirmed), for the way out shown with the message. */
  errorCode?: string | null;
  usage: UsageAfter | null;
  /**
   * Set when parts still over a platform's hard limit were shortened to fit: what was cut, and the Google Ads lines
   * dropped. Absent or null when the copy is as written.
   */
  shortened?: Shortened | null;
};

export type Shortened = { removed: string[]; dropped: string[] };

const initial: GenerationState = {
  status: "idle",
  text: "",
  writer: null,
  offline: false,
  message: null,
  usage: null,
  shortened: null,
};

/** Runs POST /api/generate and follows its event stream; the text grows piece by piece as it arrives. */
export function useGeneration() {
  const [state, setState] = useState<GenerationState>(initial);
  const controller = useRef<AbortController | null>(null);

  const generate = useCallback(async (form: GeneratorForm) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState({ ...initial, status: "waiting" });
    try {
      const response = await fetch("/api/generate", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(form),
        signal: abort.signal,
      });
      if (!response.ok || !response.body) {
        const { message, code } = await readRefusalOf(response);
        setState({ ...initial, status: "error", message, errorCode: code });
        return;
      }
      for await (const event of readEvents(response.body)) {
        if (event.type === "start")
          setState((s) => ({ ...s, status: "streaming", writer: event.label, offline: event.provider === "offline" }));
        else if (event.type === "delta") setState((s) => ({ ...s, text: s.text + event.text }));
        else if (event.type === "revise")
          setState((s) => ({ ...s, status: "revising", text: "", message: event.reason }));
        else if (event.type === "replace") setState((s) => ({ ...s, text: event.text }));
        else if (event.type === "tightened")
          setState((s) => ({ ...s, text: event.text, shortened: { removed: event.removed, dropped: event.dropped } }));
        else if (event.type === "done") {
          setState((s) => ({ ...s, status: "done", usage: event.usage, message: null }));
          taskCompletedByServer(event.completedTask);
        } else setState((s) => ({ ...s, status: "error", message: event.message }));
      }
      broadcastBillingEvents(["usage"]);
    } catch {
      if (abort.signal.aborted) {
        setState((s) => ({ ...s, status: s.text ? "done" : "idle", message: s.text ? "Stopped." : null }));
        broadcastBillingEvents(["usage"]);
        return;
      }
      setState((s) => ({
        ...s,
        status: "error",
        message: "The connection was lost. Check your network and try again.",
      }));
    }
  }, []);

  const stop = useCallback(() => controller.current?.abort(), []);
  const edit = useCallback((text: string) => setState((s) => ({ ...s, text })), []);

  return { state, generate, stop, edit };
}
