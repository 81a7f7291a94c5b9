// The onboarding guard as a pure decision, so every rule is tested without a browser.

/** What the server knows of the visitor: none signed in, barred (subscribed, trial used or a subscription id), or free to onboard. */
export type OnboardingAccess = "visitor" | "barred" | "allowed" | "error";

/** The one onboarding screen force-show-onboarding opens, so a new subscriber reaches the tasks payment unlocked. */
export const checklistPath = "/onboarding/checklist";

/**
 * The checklist as the dashboard card and the app menu link it: with the demo flag, since the guard otherwise sends
 * a subscriber from the checklist to the dashboard.
 */
export const checklistLinkPath = `${checklistPath}?demo=1`;

/** Where a new account goes once it is signed in: the quick setup, which then leads to the checklist. */
export const afterSignUpPath = "/onboarding/survey";

/** Where a new account goes once its email is confirmed: the plans, one step from the trial and the first copy. */
export const confirmedNewAccountPath = "/welcome";

/**
 * Where a new account from Google goes. An email Google verified is confirmed already: the plans come next. One
 * Google has not verified gets Hookline's confirmation mail, and the account goes where an email sign-up goes.
 */
export function newAccountNextPath(emailVerified: boolean): string {
  return emailVerified ? confirmedNewAccountPath : afterSignUpPath;
}

export type GuardInput = {
  access: OnboardingAccess;
  /** `?demo=1` in the URL, or the session flag `onboarding_demo_allow` set by an earlier visit with it. */
  demo: boolean;
  /** `force-show-onboarding`, set by /payment-success: lets a new subscriber into the checklist once. */
  forceShow: boolean;
  /** The screen asked for. */
  path: string;
};

/** `consumeForceShow`: remove the flag now. It is used up by the first visit to the checklist, whatever the outcome. */
export type GuardDecision = ({ kind: "allow" } | { kind: "redirect"; to: "/" | "/dashboard" }) & {
  consumeForceShow: boolean;
};

export function guardDecision({ access, demo, forceShow, path }: GuardInput): GuardDecision {
  const consumeForceShow = forceShow && path === checklistPath;
  if (demo) return { kind: "allow", consumeForceShow };
  switch (access) {
    case "allowed":
      return { kind: "allow", consumeForceShow };
    case "barred":
      return consumeForceShow
        ? { kind: "allow", consumeForceShow }
        : { kind: "redirect", to: "/dashboard", consumeForceShow };
    case "visitor":
    case "error":
      return { kind: "redirect", to: "/", consumeForceShow };
  }
}
