// Housekeeping: the production server deletes rows nothing reads any more (expired sessions, codes and links,
// finished rate-limit counters, old local mail), at most once per interval however many servers share a database.
const hour = 60 * 60;
const day = 24 * hour;

export const housekeeping = {
  /** A database is pruned at most once in this long; the database itself keeps the time of the last run. */
  runEverySeconds: hour,
  /** How often each server asks the database whether a run is due: a restart never delays a run by long. */
  attemptEveryMs: 5 * 60_000,
  /** The first ask, after the server has started and served its first requests. */
  firstAttemptAfterMs: 60_000,
  /** The longest a run may hold its transaction: a first run on a large backlog deletes the most rows. */
  transactionTimeoutMs: 120_000,
  /** Mail in the local outbox is kept a week: longer than any link or code in it works, so GET /api/dev/mail still shows it. */
  outboxKeepSeconds: 7 * day,
  /**
   * Expired reset codes and confirmation links are kept a day longer: a code entered late is still answered
   * "expired" rather than "invalid", and a link used at its last moment can still be recorded by its callback.
   */
  expiredTokenKeepSeconds: day,
  /**
   * Heartbeats of job-queue servers gone a day (their jobs were taken over within seconds), and jobs that failed
   * for good a week ago (a campaign's asset job never does: its last failure marks the asset failed instead).
   */
  jobWorkerKeepSeconds: day,
  failedJobKeepSeconds: 7 * day,
} as const;
