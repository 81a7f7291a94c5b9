"use client";

import { lazy, Suspense } from "react";

type Props = { error: unknown; retry: () => void };

/** What shows when even the error screen's code cannot load (the connection dropped): a way to try again. */
function UnloadedErrorScreen({ retry }: Props) {
  return (
    <main id="main" className="grid justify-items-center gap-6 px-4 py-24">
      <h1 className="text-3xl font-bold">Something Went Wrong</h1>
      <button type="button" className="rounded-md border px-4 py-2" onClick={() => retry()}>
        Try Again
      </button>
    </main>
  );
}

// Every page loads its error boundaries with it, and almost none ever shows one: the screen's code loads when a page
// has failed. The server renders it in full; in the browser it comes with the failure.
const ErrorScreen = lazy(() =>
  import("./error-screen").then(
    (module) => ({ default: module.ErrorScreen }),
    () => ({ default: UnloadedErrorScreen }),
  ),
);

export function LazyErrorScreen(props: Props) {
  return (
    <Suspense fallback={null}>
      <ErrorScreen {...props} />
    </Suspense>
  );
}
