"use client";

// The browser's calls to the editor API, shared by the frame helper (which is handed them) and the editor screen.
import { wordsFor } from "@/lib/api-client/api-error";
import { call } from "@/lib/api-client/call";
import { editorRoutes } from "@/lib/api-client/routes/editor";
import type { IndexEntry } from "@/lib/editor/source/elements";
import type { TextOriginAnswer } from "@/lib/editor/text-origin-api";

/** The side index of the ids, asked 200 at a time; ids the server does not know are simply absent. */
export async function fetchSourceEntries(canvasId: string, ids: readonly string[]): Promise<IndexEntry[]> {
  const entries: IndexEntry[] = [];
  for (let start = 0; start < ids.length; start += 200) {
    const answer = await call(
      editorRoutes.elements,
      { ids: ids.slice(start, start + 200).join(",") },
      { params: { canvasId }, cache: "no-store" },
    );
    if (answer.ok) entries.push(...answer.data.elements);
  }
  return entries;
}

/** The paths the change runner posts to: an activity (a change set, undo, redo) or one mutation. */
const changePath = /^\/api\/canvases\/([^/]+)\/(activities|parseAndMutate\/mutate)\/([^/]+)$/;

/**
 * POSTs to an editor route; answers null when it worked, else the message to show (the server's, or `fallback`).
 * What the server says about a change that worked (an attribute it had to drop, say) goes to `onNotice`.
 */
export async function postToEditor(
  path: string,
  body: unknown,
  fallback: string,
  onNotice: (notice: string) => void = () => undefined,
): Promise<string | null> {
  const [, canvasId, kind, name] = changePath.exec(path) ?? [];
  if (!canvasId || !name) return fallback;
  const answer =
    kind === "activities"
      ? await call(editorRoutes.activity, body, { params: { canvasId, activity: name } })
      : await call(editorRoutes.mutation, body, { params: { canvasId, op: name } });
  if (!answer.ok) return wordsFor(answer.error, fallback);
  for (const notice of answer.data.notices ?? []) onNotice(notice);
  return null;
}

/** Whether the text an element shows can be edited, and where it is written; null when the server could not say. */
export async function fetchTextOrigin(
  canvasId: string,
  codebaseId: string,
  text: string,
  prop?: string,
): Promise<TextOriginAnswer | null> {
  const answer = await call(
    editorRoutes.textOrigin,
    { codebaseId, text, ...(prop === undefined ? {} : { prop }) },
    { params: { canvasId }, cache: "no-store" },
  );
  return answer.ok ? answer.data : null;
}
