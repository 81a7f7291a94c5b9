// A visitor who pressed a plan's pricing button before having an account is remembered as the path to that plan's
// checkout (lastAuthenticatedPath). After the quick setup and the confirmation, the plan choice offers that plan first.
import { plans, type PlanId } from "../config/plans";
import { localStorageKeys } from "../storage-keys";
import { safeLocalPath } from "./next-path";

export const checkoutPathOf = (plan: PlanId) => `/billing/checkout?plan=${plan}`;

/** The plan in a remembered checkout path, or null for any other path. */
export function planInPath(path: string | null): PlanId | null {
  const safe = safeLocalPath(path);
  if (!safe) return null;
  const url = new URL(safe, "http://hookline.invalid");
  const plan = url.searchParams.get("plan");
  return url.pathname === "/billing/checkout" && plan !== null && Object.hasOwn(plans, plan) ? (plan as PlanId) : null;
}

export function rememberedPlan(storage: Pick<Storage, "getItem">): PlanId | null {
  try {
    return planInPath(storage.getItem(localStorageKeys.lastAuthenticatedPath));
  } catch {
    return null;
  }
}

/** Once a plan has started, its remembered checkout would only lead a later sign-in astray. */
export function forgetRememberedPlan(storage: Pick<Storage, "getItem" | "removeItem">): void {
  if (rememberedPlan(storage)) storage.removeItem(localStorageKeys.lastAuthenticatedPath);
}
