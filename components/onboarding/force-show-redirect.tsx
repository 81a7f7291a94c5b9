"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

import { checklistPath } from "@/lib/onboarding/guard";
import { localStorageKeys } from "@/lib/storage-keys";

/** Right after payment (/payment-success set force-show-onboarding), the dashboard sends the new subscriber to the checklist once. */
export function ForceShowRedirect() {
  const router = useRouter();
  useEffect(() => {
    try {
      if (localStorage.getItem(localStorageKeys.forceShowOnboarding) === "true") router.replace(checklistPath);
    } catch {
      // storage unavailable: the dashboard simply stays
    }
  }, [router]);
  return null;
}
