"use client";

import { LazyErrorScreen } from "@/components/system/lazy-error-screen";

/** A page or layout below the root failed; the root layout still stands around this. */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  return <LazyErrorScreen error={error} retry={retry} />;
}
