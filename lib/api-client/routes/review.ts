import { campaignAnswerSchema } from "../../campaigns/answer.ts";
import {
  createdReviewLinkSchema,
  createReviewLinkSchema,
  finishInputSchema,
  reviewAnswerSchema,
  reviewLinkListSchema,
  reviewRequiredSchema,
  verdictInputSchema,
} from "../../review/schema.ts";
import { route } from "../route.ts";

const links = "/api/campaigns/:id/review-links";

export const reviewRoutes = {
  /** The campaign's review links, newest first (never their tokens). */
  links: route({ method: "GET", path: links, answer: reviewLinkListSchema }),
  /** Makes a link (201): the answer holds its token and address this once. */
  createLink: route({ method: "POST", path: links, input: createReviewLinkSchema, answer: createdReviewLinkSchema }),
  /** Revokes a link and answers the list. */
  revokeLink: route({ method: "DELETE", path: `${links}/:linkId`, answer: reviewLinkListSchema }),
  /** "Only approved posts leave Hookline": on or off. */
  setRequired: route({
    method: "PUT",
    path: "/api/campaigns/:id/review",
    input: reviewRequiredSchema,
    answer: campaignAnswerSchema,
  }),
  /** The reviewer's view through a link: no account, the token is the credential. */
  read: route({ method: "GET", path: "/api/review/:token", answer: reviewAnswerSchema }),
  verdict: route({
    method: "POST",
    path: "/api/review/:token/assets/:assetId",
    input: verdictInputSchema,
    answer: reviewAnswerSchema,
  }),
  finish: route({
    method: "POST",
    path: "/api/review/:token/finish",
    input: finishInputSchema,
    answer: reviewAnswerSchema,
  }),
};
