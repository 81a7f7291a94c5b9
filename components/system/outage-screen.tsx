"use client";

import { outageDigest } from "@/lib/error-digest";

import { ErrorScreen } from "./error-screen";

const outage = { digest: outageDigest };

/** "We'll be right back": what a signed-in screen shows while the database cannot be reached. */
export function OutageScreen() {
  return <ErrorScreen error={outage} retry={() => window.location.reload()} />;
}
