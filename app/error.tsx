"use client";

import { ErrorScreen } from "@/components/system/error-screen";

/** A page or layout below the root failed; the root layout still stands around this. */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorScreen error={error} retry={retry} />;
}
