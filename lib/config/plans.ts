// Plans and usage: the trial, the two paid plans, how requests are counted against them, and the bonus credits
// onboarding grants. The pricing UI, entitlements and tests read these.
export const trial = {
  days: 3,
  generations: 10,
} as const;

export type PlanId = "essential" | "pro";

export type Plan = {
  id: PlanId;
  name: string;
  /** Monthly price in the billing currency. */
  monthlyPrice: number;
  generationsPerMonth: number;
  brandVoicePresets: number;
};

export const plans: Record<PlanId, Plan> = {
  essential: {
    id: "essential",
    name: "Essential",
    monthlyPrice: 14.99,
    generationsPerMonth: 200,
    brandVoicePresets: 5,
  },
  pro: { id: "pro", name: "Pro", monthlyPrice: 29.99, generationsPerMonth: 600, brandVoicePresets: 15 },
};

export const usageDefaults = {
  /** The plan_limit of a new usage row when neither a plan nor a trial limit is known. */
  planLimit: 10,
} as const;

export const billing = {
  currency: "USD",
  /** Each generation, plan or hook request counts as one request; failed requests count as none. */
  requestsPerGeneration: 1,
  /**
   * Days a subscription whose renewal failed (Stripe: past_due) keeps access while Stripe retries the card, counted
   * from when Hookline learns of the failure (PAST_DUE_GRACE_DAYS overrides it; 0 pauses access at once).
   */
  pastDueGraceDays: 3,
} as const;

/** The first-steps checklist: each task done grants bonus credits, spent once the monthly allowance runs out. */
export const onboarding = {
  tasks: 5,
  creditsPerTask: 1,
  surveyHours: { min: 0, max: 40, default: 5 },
  demoUsage: { used: 2, limit: 10 },
  /** A visitor's finished demo waits this long in the browser for their sign-up, then no longer counts. */
  pendingDemoDays: 7,
  /** Done tasks an instance remembers, so a user's later generations skip the statement that would complete one. */
  rememberedDoneTasks: 50_000,
} as const;
