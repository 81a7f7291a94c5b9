import { generatorInputSchema } from "../../generator/schema.ts";
import { streamContentType } from "../../generator/stream-events.ts";
import { streamRoute } from "../route.ts";

export const generatorRoutes = {
  /** The copy, streamed as it is written (one JSON event a line); the screen folds the events itself. */
  generate: streamRoute({
    method: "POST",
    path: "/api/generate",
    input: generatorInputSchema,
    contentType: streamContentType,
  }),
};
