// What the checklist's "Start 3-day trial" does for whoever is looking at it, as a pure decision.

/**
 * `sign-up`: a visitor, who needs an account first. `confirm-email`: the account's email is unconfirmed, so the trial
 * cannot start; the button resends the link. `start`: the trial starts here. `choose-plan`: the trial was used; a plan
 * is chosen instead. `none`: a plan is running and the email confirmed; there is nothing to start.
 */
export type TrialStep = "sign-up" | "confirm-email" | "start" | "choose-plan" | "none";

export function trialStepOf(facts: {
  signedIn: boolean;
  emailVerified: boolean;
  subscribed: boolean;
  trialAvailable: boolean;
}): TrialStep {
  if (!facts.signedIn) return "sign-up";
  if (!facts.emailVerified) return "confirm-email";
  if (facts.subscribed) return "none";
  return facts.trialAvailable ? "start" : "choose-plan";
}
