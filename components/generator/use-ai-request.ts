"use client";

import { useCallback, useRef, useState } from "react";

import { readRefusalOf, type Refusal } from "@/components/billing/upgrade-offer";
import { taskCompletedByServer } from "@/components/onboarding/onboarding-status";
import { broadcastBillingEvents } from "@/lib/billing/events";
import type { OnboardingTask } from "@/lib/onboarding/schema";

/**
 * Sends one JSON request to an AI endpoint (hooks, content plan, Learn from samples) and tracks which part of the
 * screen is waiting for it (`pending` is the key the caller passed, e.g. "all" or "hook-3"). A 402 or a missing plan
 * opens the upgrade dialog; `errorCode` names the refusal (e.g. email_unconfirmed) so the screen can offer its way
 * out; a billed answer refreshes the usage meter. Starting a new request cancels the last.
 */
export function useAiRequest<T>(url: string, { billed = true }: { billed?: boolean } = {}) {
  const [pending, setPending] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const controller = useRef<AbortController | null>(null);

  const run = useCallback(
    async (key: string, body: unknown): Promise<T | null> => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setPending(key);
      setRefusal(null);
      try {
        const response = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
          signal: abort.signal,
        });
        if (!response.ok) {
          setRefusal(await readRefusalOf(response));
          return null;
        }
        const result = (await response.json()) as T & { completedTask?: OnboardingTask };
        if (billed) broadcastBillingEvents(["usage"]);
        taskCompletedByServer(result.completedTask);
        return result;
      } catch {
        if (!abort.signal.aborted)
          setRefusal({ message: "The connection was lost. Check your network and try again.", code: null });
        return null;
      } finally {
        if (controller.current === abort) {
          controller.current = null;
          setPending(null);
        }
      }
    },
    [url, billed],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { pending, error: refusal?.message ?? null, errorCode: refusal?.code ?? null, run, cancel };
}
