// The editor screen's and the preview frame's calls (AI mode's are in editor-ai.ts: the frame needs none of them).
import { z } from "zod";

import { elementsAnswerSchema, elementsQuerySchema } from "../../editor/source/elements-api.ts";
import { textOriginAnswerSchema, textOriginRequestSchema } from "../../editor/text-origin-api.ts";
import { route } from "../route.ts";

/** A change's body as the change runner prepared it: each operation's route checks it with that operation's schema. */
const preparedChange = z.unknown();
/** The files a change wrote: the runner only needs to know that it worked. */
const filesWritten = z.unknown();

export const editorRoutes = {
  elements: route({
    method: "GET",
    path: "/api/canvases/:canvasId/elements",
    input: elementsQuerySchema,
    answer: elementsAnswerSchema,
  }),
  textOrigin: route({
    method: "POST",
    path: "/api/canvases/:canvasId/elements/text-origin",
    input: textOriginRequestSchema,
    answer: textOriginAnswerSchema,
  }),
  /** applyChangeSet, undoChangeToFiles, redoChangeToFiles. */
  activity: route({
    method: "POST",
    path: "/api/canvases/:canvasId/activities/:activity",
    input: preparedChange,
    answer: filesWritten,
  }),
  mutation: route({
    method: "POST",
    path: "/api/canvases/:canvasId/parseAndMutate/mutate/:op",
    input: preparedChange,
    answer: filesWritten,
  }),
};
