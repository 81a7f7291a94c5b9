// The editor screen's and the preview frame's calls (AI mode's are in editor-ai.ts: the frame needs none of them).
import { z } from "zod";

import { changeSetRequestSchema } from "../../editor/changes/schemas.ts";
import {
  mutationOps,
  mutationResultSchema,
  mutationSchemas,
  type MutationInput,
  type MutationOp,
  type MutationPayload,
  type MutationResult,
} from "../../editor/mutate/schemas.ts";
import { elementsAnswerSchema, elementsQuerySchema } from "../../editor/source/elements-api.ts";
import { textOriginAnswerSchema, textOriginRequestSchema } from "../../editor/text-origin-api.ts";
import { route, type AnswerBody, type JsonRoute } from "../route.ts";

/** The files an activity wrote (a change set also answers its new ids and notices). */
const filesWritten = z.object({ changedFiles: z.array(z.string()), notices: z.array(z.string()).optional() });

/** A change record's undo or redo sends {}, the toolbar's nothing: the route reads no body. */
const noBody = z.object({}).optional();

const canvas = "/api/canvases/:canvasId" as const;

function mutationRoute<Op extends MutationOp>(op: Op) {
  return route({
    method: "POST",
    path: `${canvas}/parseAndMutate/mutate/${op}`,
    input: mutationSchemas[op],
    answer: mutationResultSchema,
  });
}

/** A mutation's route, typed per op (its body) for any op the caller holds. */
export type MutationRoute<Op extends MutationOp> = JsonRoute<
  "POST",
  `${typeof canvas}/parseAndMutate/mutate/${MutationOp}`,
  MutationInput<Op>,
  MutationResult,
  MutationPayload<Op>,
  AnswerBody<typeof mutationResultSchema>
>;

type MutationRoutes = { [Op in MutationOp]: MutationRoute<Op> };

/** One change call per mutation op, its body read with that op's schema. */
const mutations = Object.fromEntries(mutationOps.map((op) => [op, mutationRoute(op)])) as MutationRoutes;

export const editorRoutes = {
  /** Whether the development server answers at all (a refusal is an answer too). */
  health: route({
    method: "GET",
    path: "/api/health",
    answer: z.object({ status: z.string(), uptimeSeconds: z.number() }),
  }),
  elements: route({
    method: "GET",
    path: `${canvas}/elements`,
    input: elementsQuerySchema,
    answer: elementsAnswerSchema,
  }),
  textOrigin: route({
    method: "POST",
    path: `${canvas}/elements/text-origin`,
    input: textOriginRequestSchema,
    answer: textOriginAnswerSchema,
  }),
  applyChangeSet: route({
    method: "POST",
    path: `${canvas}/activities/applyChangeSet`,
    input: changeSetRequestSchema,
    answer: filesWritten,
  }),
  /** Puts back the files of the canvas's last change (no body). */
  undoChangeToFiles: route({
    method: "POST",
    path: `${canvas}/activities/undoChangeToFiles`,
    input: noBody,
    answer: filesWritten,
  }),
  /** Applies again what the last undo took back (no body). */
  redoChangeToFiles: route({
    method: "POST",
    path: `${canvas}/activities/redoChangeToFiles`,
    input: noBody,
    answer: filesWritten,
  }),
  mutations,
};
