// The onboarding texts, written once: the screens show them and the API answers with them.
import { trial } from "../config/plans";

/** The checklist's tooltip on a locked task, and the API's refusal of one (the hyphen is U+2011, a non-breaking hyphen, on purpose). */
export const lockedTaskMessage = `Start the ${trial.days}‑day trial and verify your email to unlock`;

/** What the demo's regenerate, copy and save actions show. */
export const demoUnavailableMessage = "Not available in this demo";
