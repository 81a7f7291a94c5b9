import { z } from "zod";

import { connectionSummarySchema } from "../../handoff/connection-summary.ts";
import {
  socialSetsAnswerSchema,
  typefullyConnectSchema,
  typefullySocialSetsInputSchema,
} from "../../handoff/typefully/schema.ts";
import { noContent } from "../no-content.ts";
import { route } from "../route.ts";

const path = "/api/connections/typefully";

export const typefullyConnectionRoutes = {
  /** The social sets a key reaches (the key given, or the one saved), to choose where drafts go. */
  socialSets: route({
    method: "POST",
    path: `${path}/social-sets`,
    input: typefullySocialSetsInputSchema,
    answer: socialSetsAnswerSchema,
  }),
  /** Checks the key and the chosen social set with Typefully, then saves the connection (its key sealed). */
  save: route({
    method: "PUT",
    path,
    input: typefullyConnectSchema,
    answer: z.object({ connection: connectionSummarySchema }),
  }),
  disconnect: route({ method: "DELETE", path, answer: noContent }),
};
