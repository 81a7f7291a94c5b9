// The billing routes' inputs and answers, shared by the pricing buttons, the payment pages and the handlers. Zod
// only: the browser bundles it.
import { z } from "zod";

import { plans, type PlanId } from "../config/plans";

const planIds = Object.keys(plans) as [PlanId, ...PlanId[]];

/** The one input of checkout, trial, upgrade and local-confirm: the chosen plan. */
export const checkoutInput = z.object({ plan: z.enum(planIds, "Choose the Essential or the Pro plan.") });

/** POST /api/billing/sync: the Checkout Session /payment-success came back from. */
export const syncInput = z.object({ sessionId: z.string().regex(/^cs_[\w]+$/, "Not a Checkout Session id.") });

/** Where the browser goes next: Stripe Checkout or its Billing Portal, or a page of this site. */
export const redirectAnswerSchema = z.object({ url: z.string() });

/** POST /api/billing/trial's answer: where the browser goes next, and whether the trial has already started. */
export const startTrialAnswer = z.object({ url: z.string(), started: z.boolean() });
export type StartTrialAnswer = z.infer<typeof startTrialAnswer>;

export const localConfirmAnswerSchema = z.object({ confirmed: z.literal(true) });
export const upgradeAnswerSchema = z.object({ upgraded: z.literal(true), plan: z.enum(planIds) });
export const syncAnswerSchema = z.object({ synced: z.boolean() });
