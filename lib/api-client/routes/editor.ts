// The editor screen's and the preview frame's calls (AI mode's are in editor-ai.ts: the frame needs none of them).
import { z } from "zod";

import { mutationResultSchema } from "../../editor/mutate/schemas.ts";
import { elementsAnswerSchema, elementsQuerySchema } from "../../editor/source/elements-api.ts";
import { textOriginAnswerSchema, textOriginRequestSchema } from "../../editor/text-origin-api.ts";
import { route } from "../route.ts";

/** A change's body as the change runner prepared it: each operation's route checks it with that operation's schema. */
const preparedChange = z.unknown();
/** The files an activity wrote (a change set also answers its new ids and notices). */
const filesWritten = z.object({ changedFiles: z.array(z.string()), notices: z.array(z.string()).optional() });

export const editorRoutes = {
  /** Whether the development server answers at all (a refusal is an answer too). */
  health: route({
    method: "GET",
    path: "/api/health",
    answer: z.object({ status: z.string(), uptimeSeconds: z.number() }),
  }),
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
    answer: mutationResultSchema,
  }),
};
