// SPEC §4's onboarding guard as a pure decision, so every rule is tested without a browser.

/** What the server knows of the visitor: none signed in, barred (subscribed, trial used or a subscription id), or free to onboard. */
export type OnboardingAccess = "visitor" | "barred" | "allowed" | "error";

export type GuardInput = {
  access: OnboardingAccess;
  /** `?demo=1` in the URL, or the session flag `onboarding_demo_allow` set by an earlier visit with it. */
  demo: boolean;
  /** `force-show-onboarding`, set by /payment-success: lets a new subscriber into the checklist once. */
  forceShow: boolean;
};

export type GuardDecision = { kind: "allow"; consumeForceShow: boolean } | { kind: "redirect"; to: "/" | "/dashboard" };

export function guardDecision({ access, demo, forceShow }: GuardInput): GuardDecision {
  if (demo) return { kind: "allow", consumeForceShow: false };
  switch (access) {
    case "allowed":
      return { kind: "allow", consumeForceShow: false };
    case "barred":
      return forceShow ? { kind: "allow", consumeForceShow: true } : { kind: "redirect", to: "/dashboard" };
    case "visitor":
    case "error":
      return { kind: "redirect", to: "/" };
  }
}
