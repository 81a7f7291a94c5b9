"use client";

import { useCallback, useRef, useState } from "react";

import { refusalOf, type Refusal } from "@/components/billing/upgrade-offer";
import { taskCompletedByServer } from "@/components/progress/onboarding-status";
import { call } from "@/lib/api-client/call";
import type { JsonRoute } from "@/lib/api-client/route";
import { publishBrowserEvent } from "@/lib/events/browser";
import type { OnboardingTask } from "@/lib/onboarding/schema";

/**
 * Sends one request to an AI route (hooks, content plan, Learn from samples) and tracks which part of the
 * screen is waiting for it (`pending` is the key the caller passed, e.g. "all" or "hook-3"). A 402 or a missing plan
 * opens the upgrade dialog; `errorCode` names the refusal (e.g. email_unconfirmed) so the screen can offer its way
 * out; a billed answer refreshes the usage meter. Starting a new request cancels the last.
 */
export function useAiRequest<In, Answer extends { completedTask?: OnboardingTask; [field: string]: unknown }>(
  route: JsonRoute<"POST", string, In, Answer>,
  { billed = true }: { billed?: boolean } = {},
) {
  const [pending, setPending] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const controller = useRef<AbortController | null>(null);

  const run = useCallback(
    async (key: string, input: In): Promise<Answer | null> => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setPending(key);
      setRefusal(null);
      const answer = await call(route, input, { signal: abort.signal });
      if (controller.current === abort) {
        controller.current = null;
        setPending(null);
      }
      if (!answer.ok) {
        // A request cancelled by the next one (or by Stop) is no refusal.
        if (answer.error.code !== "aborted") setRefusal(refusalOf(answer.error));
        return null;
      }
      if (billed) publishBrowserEvent("billing-changed", "usage");
      taskCompletedByServer(answer.data.completedTask);
      return answer.data;
    },
    [route, billed],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { pending, error: refusal?.message ?? null, errorCode: refusal?.code ?? null, run, cancel };
}
