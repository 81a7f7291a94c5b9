// Where an upgrade started, so finishing it brings the user back there rather than to a page of its own.
import { plans, type PlanId } from "../config/plans";

/** The query parameter that carries the path to come back to. */
export const returnParam = "next";
/** The query parameter that tells the screen come back to which plan just started. */
export const upgradedParam = "upgraded";

/** A path inside this site ("/generator"), or null for anything else: another origin, a protocol, nothing at all. */
export function returnPathOf(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  try {
    const url = new URL(value, "https://hookline.invalid");
    return url.origin === "https://hookline.invalid" ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/** The path to come back to, telling the screen which plan started ("/generator?upgraded=essential"). */
export function upgradedPath(path: string, plan: string): string {
  const url = new URL(path, "https://hookline.invalid");
  url.searchParams.set(upgradedParam, plan);
  return `${url.pathname}${url.search}`;
}

/** The plan named by the screen's `upgraded` parameter, or null for none or anything else. */
export function upgradedPlanOf(value: string | undefined): PlanId | null {
  return value !== undefined && Object.hasOwn(plans, value) ? (value as PlanId) : null;
}
