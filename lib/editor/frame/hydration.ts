// The page's hydration status for the editor: a message containing "Hydration failed" is an error;
// any other uncaught error is other_error; otherwise no_error.
import type { HydrationStatus } from "./protocol.ts";

function statusOf(text: string): HydrationStatus {
  return text.includes("Hydration failed") ? "error" : "other_error";
}

function textOf(values: unknown[]): string {
  return values.map((value) => (value instanceof Error ? value.message : String(value))).join(" ");
}

/** Reports the status now (no_error) and whenever it changes; returns a function that stops watching. */
export function watchHydration(
  view: Window & Pick<typeof globalThis, "console">,
  report: (status: HydrationStatus) => void,
): () => void {
  let status: HydrationStatus = "no_error";
  report(status);
  const update = (next: HydrationStatus) => {
    // A hydration failure is the news the editor needs; a later, lesser error does not hide it.
    if (next === status || status === "error") return;
    status = next;
    report(status);
  };
  const original = view.console.error;
  view.console.error = (...values: unknown[]) => {
    if (textOf(values).includes("Hydration failed")) update("error");
    original.apply(view.console, values);
  };
  const onError = (event: ErrorEvent) =>
    update(statusOf(`${event.message} ${event.error instanceof Error ? event.error.message : ""}`));
  const onRejection = (event: PromiseRejectionEvent) => update(statusOf(textOf([event.reason])));
  view.addEventListener("error", onError);
  view.addEventListener("unhandledrejection", onRejection);
  return () => {
    view.console.error = original;
    view.removeEventListener("error", onError);
    view.removeEventListener("unhandledrejection", onRejection);
  };
}
