import { z } from "zod";

import { connectionSummarySchema } from "../../handoff/connection-summary.ts";
import { sendAnswerSchema, sendSchema } from "../../handoff/schema.ts";
import { route } from "../route.ts";

export const sendRoutes = {
  /** Queues the campaign's posts for Postiz or Typefully (202): the queued posts and those held back. */
  send: route({ method: "POST", path: "/api/campaigns/:id/send", input: sendSchema, answer: sendAnswerSchema }),
  /** The user's scheduler connections, without their keys: which schedulers a send may go to. */
  connections: route({
    method: "GET",
    path: "/api/connections",
    answer: z.object({ connections: z.array(connectionSummarySchema) }),
  }),
};
