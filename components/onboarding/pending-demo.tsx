"use client";

import { useEffect } from "react";

import { flushPendingDemo } from "@/components/progress/onboarding-status";

/** On a signed-in screen: turns a demo finished as a visitor into the run_demo task (and its credit). */
export function PendingDemo() {
  useEffect(() => void flushPendingDemo(), []);
  return null;
}
