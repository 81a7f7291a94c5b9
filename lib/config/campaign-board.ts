// How the campaign board follows a running fan-out: the progress stream reads the database each `pollMs` (so any
// replica can serve it) and ends after `streamLifetimeMs`, when the browser reconnects after `reconnectMs`; an open
// stream never outlives a deploy or a proxy's idle limit by much.
export const campaignBoard = {
  pollMs: 1_000,
  streamLifetimeMs: 5 * 60_000,
  reconnectMs: 2_000,
} as const;
