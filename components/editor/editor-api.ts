"use client";

// The browser's calls to the editor API, shared by the frame helper (which is handed them) and the editor screen.
import { wordsFor } from "@/lib/api-client/api-error";
import { call } from "@/lib/api-client/call";
import { editorRoutes, type MutationRoute } from "@/lib/api-client/routes/editor";
import type { SourceRequest } from "@/lib/editor/changes/runner";
import type { MutationInput, MutationOp } from "@/lib/editor/mutate/schemas";
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

/** Sends a source call through its operation's route: an activity (a change set, undo, redo) or one mutation. */
function send(request: SourceRequest) {
  const options = { params: request.params };
  switch (request.op) {
    case "applyChangeSet":
      return call(editorRoutes.applyChangeSet, request.body, options);
    case "undoChangeToFiles":
    case "redoChangeToFiles":
      return call(editorRoutes[request.op], request.body, options);
    default:
      return sendMutation(request.op, request.body, options);
  }
}

function sendMutation<Op extends MutationOp>(
  op: Op,
  body: MutationInput<Op>,
  options: { params: { canvasId: string } },
) {
  const route: MutationRoute<Op> = editorRoutes.mutations[op];
  return call(route, body, options);
}

/**
 * Sends a source call; answers null when it worked, else the message to show (the server's, or `fallback`).
 * What the server says about a change that worked (an attribute it had to drop, say) goes to `onNotice`.
 */
export async function postToEditor(
  request: SourceRequest,
  fallback: string,
  onNotice: (notice: string) => void = () => undefined,
): Promise<string | null> {
  const answer = await send(request);
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
