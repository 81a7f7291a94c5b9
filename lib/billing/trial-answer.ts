import { z } from "zod";

/**
 * POST /api/billing/trial's answer, read by the plan choices: where the browser goes next, and whether the trial has
 * already started (local billing mode) or waits for Stripe Checkout.
 */
export const startTrialAnswer = z.object({ url: z.string(), started: z.boolean() });
export type StartTrialAnswer = z.infer<typeof startTrialAnswer>;
