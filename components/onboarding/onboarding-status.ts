"use client";

/**
 * Re-reads the onboarding status (tasks and credits) after something that can change it, such as a payment. The
 * onboarding screens are not built yet; their issue fills this in, and callers need not change.
 */
export async function refetchOnboardingStatus(): Promise<void> {}
