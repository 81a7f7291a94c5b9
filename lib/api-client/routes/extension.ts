// The browser extension's calls, made by its background worker with the user's key as a bearer token.
import {
  extensionAccountSchema,
  replyAnswerSchema,
  replyHistorySchema,
  replyRequestSchema,
} from "../../extension/schema.ts";
import { route } from "../route.ts";

export const extensionRoutes = {
  account: route({ method: "GET", path: "/api/extension/me", answer: extensionAccountSchema }),
  reply: route({ method: "POST", path: "/api/extension/reply", input: replyRequestSchema, answer: replyAnswerSchema }),
  history: route({ method: "GET", path: "/api/extension/history", answer: replyHistorySchema }),
};
