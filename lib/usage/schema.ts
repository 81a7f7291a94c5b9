// GET /api/usage's answer, read by the usage meter and the payment page. Zod only: the browser bundles it.
import { z } from "zod";

import { plans, type PlanId } from "../config/plans";

/** The plan, the subscription's dates (ISO 8601), the meter's label and this period's usage. */
export const usageAnswerSchema = z.object({
  hasActiveSubscription: z.boolean(),
  plan: z.enum(Object.keys(plans) as [PlanId, ...PlanId[]]).nullable(),
  status: z.string().nullable(),
  periodEnd: z.string().nullable(),
  trialEnd: z.string().nullable(),
  graceEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  planLabel: z.string(),
  usage: z.object({
    used: z.number(),
    limit: z.number(),
    credits: z.number(),
    month: z.string(),
    isTrial: z.boolean(),
  }),
});
