import { suggestChangesAnswerSchema, suggestChangesRequestSchema } from "../../editor/ai/schemas.ts";
import { route } from "../route.ts";

export const editorAiRoutes = {
  suggestChanges: route({
    method: "POST",
    path: "/api/canvases/:canvasId/ai/suggestChanges",
    input: suggestChangesRequestSchema,
    answer: suggestChangesAnswerSchema,
  }),
};
