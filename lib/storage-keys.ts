// Every browser storage key the app uses; the names are fixed, so never respell them. Read and write storage only
// through these names.

export const localStorageKeys = {
  pendingUserMetadata: "pendingUserMetadata",
  pendingUserEmail: "pendingUserEmail",
  lastAuthenticatedPath: "lastAuthenticatedPath",
  cookieConsent: "cookieConsent",
  forceShowOnboarding: "force-show-onboarding",
  usageStats: "usageStats",
  onboardingSurvey: "onboardingSurvey",
  comingSoonUnlocked: "comingSoonUnlocked",
  /** Keeps a visitor's finished demo until the first sign-in posts it as run_demo. */
  onboardingDemoCompleted: "onboardingDemoCompleted",
  /** The name a reviewer without an account gives once, signed under each verdict through a review link. */
  reviewerName: "reviewerName",
} as const;

export const sessionStorageKeys = {
  onboardingDemoAllow: "onboarding_demo_allow",
  subscriptionModalShown: "subscriptionModalShown",
  /** The generator's brief, read back when an upgrade returns to the generator. */
  generatorBrief: "generatorBrief",
} as const;

/** The visual editor's session-storage keys all start with the product's key. */
export const editorStoragePrefix = "hookline";

export function editorSessionKey(name: string): string {
  return `${editorStoragePrefix}-${name}`;
}

export type LocalStorageKey = (typeof localStorageKeys)[keyof typeof localStorageKeys];
export type SessionStorageKey = (typeof sessionStorageKeys)[keyof typeof sessionStorageKeys];
