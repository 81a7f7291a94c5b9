// The generation stream's wire format, shared by POST /api/generate and the generator screen: one JSON event per
// line (NDJSON), so text reaches the browser piece by piece and the end, a revision or an error can be told apart.
import type { ProviderId } from "../ai/types";
import type { ProgressTask } from "../events/progress";

export type UsageAfter = { used: number; limit: number; credits: number };

export type StreamEvent =
  | { type: "start"; provider: ProviderId; label: string }
  | { type: "delta"; text: string }
  /** The copy went over a hard limit: a shorter version follows and replaces what was streamed so far. */
  | { type: "revise"; reason: string }
  /** The final text, when it differs from what was streamed (a revision that failed falls back to the original). */
  | { type: "replace"; text: string }
  /**
   * The final text, after parts still over a hard limit were shortened to fit without a model: `removed` is what was
   * cut from the parts kept, `dropped` the Google Ads lines left out because they could not fit ("Headline 3: …").
   */
  | { type: "tightened"; text: string; removed: string[]; dropped: string[] }
  /**
   * `completedTask`: this generation completed the onboarding task first_generate (and earned its credit).
   * `paidWithCredit`: the plan's generations were used up, so a bonus credit paid for this one.
   */
  | { type: "done"; usage: UsageAfter; completedTask?: ProgressTask; paidWithCredit?: true }
  /** The provider failed after text had started: nothing was deducted. */
  | { type: "error"; message: string };

export const streamContentType = "application/x-ndjson; charset=utf-8";

export function encodeEvent(event: StreamEvent): string {
  return `${JSON.stringify(event)}\n`;
}

/** Reads the events of a generation response as they arrive. */
export async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read();
    buffer += decoder.decode(value, { stream: !done });
    let newline = buffer.indexOf("\n");
    while (newline >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (line) yield JSON.parse(line) as StreamEvent;
      newline = buffer.indexOf("\n");
    }
    if (done) {
      if (buffer.trim()) yield JSON.parse(buffer) as StreamEvent;
      return;
    }
  }
}
