"use client";

import { useCallback, useRef, useState } from "react";

import { refusalOf } from "@/components/billing/upgrade-offer";
import { taskCompletedByServer } from "@/components/progress/onboarding-status";
import { clientErrorMessages } from "@/lib/api-client/api-error";
import { stream } from "@/lib/api-client/call";
import { generatorRoutes } from "@/lib/api-client/routes/generator";
import { publishBrowserEvent } from "@/lib/events/browser";
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
  /** A bonus credit paid for this generation: the plan's were used up. */
  paidWithCredit?: boolean;
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
  const [state, setStateNow] = useState<GenerationState>(initial);
  const controller = useRef<AbortController | null>(null);
  // Counts generations and restores: a stream's late events never overwrite a result brought back after it.
  const current = useRef(0);

  const generate = useCallback(async (form: GeneratorForm) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    const run = ++current.current;
    const setState = (next: GenerationState | ((s: GenerationState) => GenerationState)) => {
      if (current.current === run) setStateNow(next);
    };
    setState({ ...initial, status: "waiting" });
    // Stopped: what was written so far stays, and the meter catches up with what was spent.
    const stopped = () => {
      setState((s) => ({ ...s, status: s.text ? "done" : "idle", message: s.text ? "Stopped." : null }));
      publishBrowserEvent("billing-changed", "usage");
    };
    const answer = await stream(generatorRoutes.generate, form, { signal: abort.signal });
    if (!answer.ok) {
      if (answer.error.code === "aborted") return stopped();
      const { message, code } = refusalOf(answer.error);
      setState({ ...initial, status: "error", message, errorCode: code });
      return;
    }
    try {
      for await (const event of readEvents(answer.data)) {
        if (event.type === "start")
          setState((s) => ({ ...s, status: "streaming", writer: event.label, offline: event.provider === "offline" }));
        else if (event.type === "delta") setState((s) => ({ ...s, text: s.text + event.text }));
        else if (event.type === "revise")
          setState((s) => ({ ...s, status: "revising", text: "", message: event.reason }));
        else if (event.type === "replace") setState((s) => ({ ...s, text: event.text }));
        else if (event.type === "tightened")
          setState((s) => ({ ...s, text: event.text, shortened: { removed: event.removed, dropped: event.dropped } }));
        else if (event.type === "done") {
          setState((s) => ({
            ...s,
            status: "done",
            usage: event.usage,
            paidWithCredit: event.paidWithCredit === true,
            message: null,
          }));
          taskCompletedByServer(event.completedTask);
        } else setState((s) => ({ ...s, status: "error", message: event.message }));
      }
      publishBrowserEvent("billing-changed", "usage");
    } catch {
      if (abort.signal.aborted) return stopped();
      setState((s) => ({ ...s, status: "error", message: clientErrorMessages.network_error }));
    }
  }, []);

  const stop = useCallback(() => controller.current?.abort(), []);
  const edit = useCallback((text: string) => setStateNow((s) => ({ ...s, text })), []);
  /** Shows a result kept from before; a generation still running stops, and its late events are ignored. */
  const restore = useCallback((kept: GenerationState) => {
    current.current += 1;
    controller.current?.abort();
    setStateNow(kept);
  }, []);

  return { state, generate, stop, edit, restore };
}
