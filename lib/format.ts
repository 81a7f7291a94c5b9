// How dates, prices and counts read everywhere in Hookline: US English, dates in UTC so server and browser agree.
import { billing } from "./config/plans.ts";

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

const numberWords = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty",
];

/** A count as prose writes it: in words up to twenty ("four weeks"), in digits above; `capital` starts a sentence. */
export function countInWords(count: number, { capital = false } = {}): string {
  const word = Number.isInteger(count) ? (numberWords[count] ?? String(count)) : String(count);
  return capital ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}
