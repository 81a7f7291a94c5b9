// Build-time settings: the backend origin and the hosts the manifest asks for. Functions, not constants: WXT
// loads the .env files (WXT_API_URL among them) after it has read wxt.config.ts.
import { sitesHostPatterns } from "./platforms/hosts";

/** The Hookline backend the extension calls; an origin, whatever path was given. */
export const apiOrigin = () => new URL(process.env.WXT_API_URL || "http://localhost:3000").origin;

export const hostPermissions = () => [...sitesHostPatterns, `${apiOrigin()}/*`];
