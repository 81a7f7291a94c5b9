// How dates and prices read everywhere in Hookline: US English, dates in UTC so server and browser agree.
import { billing } from "./config/plans";

/** "September 2, 2025". */
export const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** A plan price in the billing currency: "$14.99". */
export const planPrice = new Intl.NumberFormat("en-US", { style: "currency", currency: billing.currency });
