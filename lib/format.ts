// How dates and prices read everywhere in Hookline: US English, dates in UTC so server and browser agree.
import { billing } from "./config/plans";

/** "September 2, 2025". */
export const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "Nov 23, 2026, 5:04 PM UTC". */
export const dateTime = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "UTC",
  timeZoneName: "short",
});

/** A plan price in the billing currency: "$14.99". */
export const planPrice = new Intl.NumberFormat("en-US", { style: "currency", currency: billing.currency });
