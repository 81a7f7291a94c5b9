// Product analytics. Nothing is sent, loaded or queued until the visitor has accepted cookies.
import { getConsent } from "./consent";

/** The only events the app tracks. */
export type AnalyticsEvent =
  "page_view" | "survey_completed" | "onboarding_task_completed" | "plan_modal_shown" | "demo_completed";

export type AnalyticsProps = Record<string, string | number | boolean | null>;
export type AnalyticsTransport = (event: AnalyticsEvent, props?: AnalyticsProps) => void | Promise<void>;

/** @vercel/analytics is imported only on the first tracked event after consent, so it costs declined visitors nothing. */
const vercelTransport: AnalyticsTransport = async (event, props) => {
  const { track: send } = await import("@vercel/analytics");
  send(event, props);
};

let transport: AnalyticsTransport = vercelTransport;

/** Swaps where events go (tests, or another provider); returns a function that restores the previous one. */
export function setAnalyticsTransport(next: AnalyticsTransport): () => void {
  const previous = transport;
  transport = next;
  return () => {
    transport = previous;
  };
}

/** Sends the event if, and only if, the visitor accepted cookies. Never throws. */
export function track(event: AnalyticsEvent, props?: AnalyticsProps): boolean {
  if (getConsent() !== "accepted") return false;
  try {
    void Promise.resolve(transport(event, props)).catch(() => {});
  } catch {
    // analytics must never break the page
  }
  return true;
}
