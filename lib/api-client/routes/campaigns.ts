import { z } from "zod";

import {
  assetEditSchema,
  assetLockSchema,
  campaignAnswerSchema,
  campaignListAnswerSchema,
  coverKeyMessageSchema,
  saveMessageHouseSchema,
} from "../../campaigns/answer.ts";
import { campaignBriefSchema } from "../../campaigns/schema.ts";
import { route, streamRoute } from "../route.ts";

const asset = "/api/campaigns/:id/assets/:assetId";

/** The server-sent events of a campaign's progress, and its CSV: read as a stream and as a file, not as JSON. */
export const campaignEventsContentType = "text/event-stream";
export const campaignCsvContentType = "text/csv";

export const campaignRoutes = {
  list: route({ method: "GET", path: "/api/campaigns", answer: campaignListAnswerSchema }),
  /** Creates the campaign from its brief and drafts its message house (201). */
  open: route({ method: "POST", path: "/api/campaigns", input: campaignBriefSchema, answer: campaignAnswerSchema }),
  read: route({ method: "GET", path: "/api/campaigns/:id", answer: campaignAnswerSchema }),
  saveHouse: route({
    method: "PUT",
    path: "/api/campaigns/:id/house",
    input: saveMessageHouseSchema,
    answer: campaignAnswerSchema,
  }),
  /** Accepts the message house and starts writing (402 when the plan's units are short). */
  approve: route({ method: "POST", path: "/api/campaigns/:id/approve", answer: campaignAnswerSchema }),
  editAsset: route({ method: "PATCH", path: asset, input: assetEditSchema, answer: campaignAnswerSchema }),
  lockAsset: route({ method: "PUT", path: `${asset}/lock`, input: assetLockSchema, answer: campaignAnswerSchema }),
  regenerateAsset: route({ method: "POST", path: `${asset}/regenerate`, answer: campaignAnswerSchema }),
  coverKeyMessage: route({
    method: "POST",
    path: "/api/campaigns/:id/cover",
    input: coverKeyMessageSchema,
    answer: campaignAnswerSchema,
  }),
  saveToLibrary: route({
    method: "POST",
    path: "/api/campaigns/:id/library",
    answer: z.object({ saved: z.int(), alreadySaved: z.int() }),
  }),
  exportCsv: streamRoute({
    method: "GET",
    path: "/api/campaigns/:id/export",
    input: z.object({}),
    contentType: campaignCsvContentType,
  }),
  events: streamRoute({
    method: "GET",
    path: "/api/campaigns/:id/events",
    input: z.object({}),
    contentType: campaignEventsContentType,
  }),
};
