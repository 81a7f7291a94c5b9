"use client";

import { useCallback, useRef, useState } from "react";

import type { Generation } from "@/components/generator/generator";
import type { GenerationState } from "@/components/generator/use-generation";
import { delays } from "@/lib/config/timing";
import type { GeneratorForm } from "@/lib/generator/schema";
import { demoCategoryFor, loadDemoSample } from "@/lib/onboarding/demo";

const idle: GenerationState = { status: "idle", text: "", writer: null, offline: false, message: null, usage: null };

/** Says who wrote the demo's output: a prepared sample, not a model. */
export const demoWriter = "Demo sample";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The demo generator's writer, in the shape of useGeneration: after a 450 ms delay it shows the sample for the
 * brief's type (the static file, or the built-in text). Nothing is sent to a model and nothing is billed.
 */
export function useDemoGeneration(): Generation {
  const [state, setState] = useState<GenerationState>(idle);
  const controller = useRef<AbortController | null>(null);

  const generate = useCallback(async (form: GeneratorForm) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState({ ...idle, status: "waiting" });
    try {
      const [sample] = await Promise.all([
        loadDemoSample(demoCategoryFor(form), { signal: abort.signal }),
        pause(delays.demoGenerationMs),
      ]);
      if (!abort.signal.aborted) setState({ ...idle, status: "done", text: sample.text, writer: demoWriter });
    } catch {
      // Only a cancelled request rejects: Stop already reset the state, or a newer request owns it.
    }
  }, []);

  const stop = useCallback(() => {
    controller.current?.abort();
    setState(idle);
  }, []);
  const edit = useCallback((text: string) => setState((s) => ({ ...s, text })), []);
  const restore = useCallback((kept: GenerationState) => {
    controller.current?.abort();
    setState(kept);
  }, []);

  return { state, generate, stop, edit, restore };
}
