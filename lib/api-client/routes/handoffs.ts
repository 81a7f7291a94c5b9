import { z } from "zod";

import { handoffRecordSchema } from "../../handoff/schema.ts";
import { route } from "../route.ts";

export const handoffRoutes = {
  /** Every post of the campaign handed to a scheduler, newest first. */
  list: route({
    method: "GET",
    path: "/api/campaigns/:id/handoffs",
    answer: z.object({ handoffs: z.array(handoffRecordSchema) }),
  }),
};
