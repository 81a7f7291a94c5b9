// A score in one line, for where its checks are folded away: how many of them the copy still fails.
import type { VariantScore } from "./types";

/** "2 checks need work", "1 check needs work", or "All checks passed". */
export function checksSummary(result: Pick<VariantScore, "checks">): string {
  const failed = result.checks.filter((check) => !check.pass).length;
  if (failed === 0) return "All checks passed";
  return failed === 1 ? "1 check needs work" : `${failed} checks need work`;
}
