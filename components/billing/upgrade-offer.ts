"use client";

import type { ApiError, ApiErrorCode } from "@/lib/api-client/api-error";
import { publishBrowserEvent } from "@/lib/events/browser";

/** An API's refusal as a screen shows it: the message, and the code that decides what the screen offers next to it. */
export type Refusal = { message: string; code: ApiErrorCode };

/** A failed call as the screen shows it; a 402 or a missing plan also opens the upgrade dialog with its message. */
export function refusalOf(error: ApiError): Refusal {
  if (error.status === 402 || error.code === "subscription_required")
    publishBrowserEvent("upgrade-offered", error.message);
  return { message: error.message, code: error.code };
}
