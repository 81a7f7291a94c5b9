// The browser's calls to the editor API, shared by the frame helper and the editor screen.
import type { IndexEntry } from "../source/elements.ts";
import { textOriginAnswerSchema, type TextOriginAnswer } from "../text-origin-api.ts";

/** The side index of the ids, asked 200 at a time; ids the server does not know are simply absent. */
export async function fetchSourceEntries(canvasId: string, ids: readonly string[]): Promise<IndexEntry[]> {
  const entries: IndexEntry[] = [];
  for (let start = 0; start < ids.length; start += 200) {
    const response = await fetch(`/api/canvases/${canvasId}/elements?ids=${ids.slice(start, start + 200).join(",")}`, {
      cache: "no-store",
    }).catch(() => null);
    if (!response?.ok) continue;
    entries.push(...((await response.json()) as { elements: IndexEntry[] }).elements);
  }
  return entries;
}

/** POSTs to an editor route; answers null when it worked, else the message to show (the server's, or `fallback`). */
export async function postToEditor(path: string, body: unknown, fallback: string): Promise<string | null> {
  const response = await fetch(path, {
    method: "POST",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch(() => null);
  if (response?.ok) return null;
  const answer = (await response?.json().catch(() => null)) as { error?: { message?: string } } | null;
  return answer?.error?.message ?? fallback;
}

/** Whether the text an element shows can be edited, and where it is written; null when the server could not say. */
export async function fetchTextOrigin(
  canvasId: string,
  codebaseId: string,
  text: string,
  prop?: string,
): Promise<TextOriginAnswer | null> {
  const response = await fetch(`/api/canvases/${canvasId}/elements/text-origin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ codebaseId, text, ...(prop === undefined ? {} : { prop }) }),
    cache: "no-store",
  }).catch(() => null);
  if (!response?.ok) return null;
  return textOriginAnswerSchema.safeParse(await response.json().catch(() => null)).data ?? null;
}
