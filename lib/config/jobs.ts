// The job queue's timing and limits. A server writes its heartbeat every `heartbeatEveryMs`; one whose heartbeat is
// older than `workerStaleAfterMs` is taken for dead and its jobs are unlocked for the others, whose sweep runs
// every `sweepEveryMs` and who look for jobs every `pollIntervalMs` besides being told of new ones at once.
export const jobQueue = {
  heartbeatEveryMs: 5_000,
  workerStaleAfterMs: 15_000,
  sweepEveryMs: 5_000,
  pollIntervalMs: 2_000,
  /** Heartbeat rows of servers gone longer than this are removed by housekeeping. */
  forgetWorkersAfterDays: 1,
} as const;

export const campaignJobs = {
  /** Runs of one asset's job before the asset is marked failed and its unit given back. */
  assetMaxAttempts: 4,
  /** Model calls one server makes at once for campaigns, unless CAMPAIGN_WORKER_CONCURRENCY says otherwise. */
  defaultConcurrency: 4,
  /** Campaigns one account may have writing at once, unless CAMPAIGNS_PER_ACCOUNT says otherwise. */
  defaultCampaignsPerAccount: 2,
} as const;
