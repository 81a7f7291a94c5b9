// How long a sign-in attempt for an email waits, from the wrong passwords given for it lately from anywhere.
import { signInSlowdown } from "../config/rate-limits";

/** No wait until the free failures are used up, then the first delay, doubling with each further failure, up to the cap. */
export function slowdownMs(failures: number, rule: typeof signInSlowdown = signInSlowdown): number {
  const beyond = failures - rule.failures.limit;
  if (beyond < 0) return 0;
  return Math.min(rule.firstDelayMs * 2 ** beyond, rule.maxDelayMs);
}
