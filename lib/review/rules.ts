// When a review link is open, and what it is called when it is not: pure, so the screens and the tests share it.
import { reviewLinks } from "../config/handoff";

export type ReviewLinkStatus = "open" | "expired" | "revoked" | "finished";

type LinkDates = { expiresAt: Date; revokedAt: Date | null; finishedAt: Date | null };

const dayMs = 24 * 60 * 60 * 1000;

/** When a link made at `now` for `days` days stops opening. */
export function expiryOf(now: Date, days: number = reviewLinks.days.default): Date {
  return new Date(now.getTime() + days * dayMs);
}

/** Revoked wins over finished, finished over expired: the owner's own act is what the list shows first. */
export function linkStatus(link: LinkDates, now: Date): ReviewLinkStatus {
  if (link.revokedAt) return "revoked";
  if (link.finishedAt) return "finished";
  if (link.expiresAt.getTime() <= now.getTime()) return "expired";
  return "open";
}

/** A reviewer reads a link that is open or finished; an expired or revoked one opens nothing. */
export function linkReadable(link: LinkDates, now: Date): boolean {
  return link.revokedAt === null && link.expiresAt.getTime() > now.getTime();
}
