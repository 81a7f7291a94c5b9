// Build-time settings: the backend origin, the hosts the manifest asks for, and what each store reads from the
// manifest. Functions where they read the environment: WXT loads the .env files (WXT_API_URL among them) after it
// has read wxt.config.ts.
import { readFileSync } from "node:fs";
import type { FirefoxDataCollectionPermissions } from "wxt";

import { sitesHostPatterns } from "./platforms/hosts";

/** The Hookline backend the extension calls; an origin, whatever path was given. */
export const apiOrigin = () => new URL(process.env.WXT_API_URL || "http://localhost:3000").origin;

export const hostPermissions = () => [...sitesHostPatterns, `${apiOrigin()}/*`];

/** Both stores show it as the listing's title; Firefox refuses more than 45 characters. */
export const extensionName = "Hookline: replies for X, Threads, Instagram";

/** The app's version (the root package.json) is the extension's: one number for both stores' builds. */
export function appVersion(): string {
  const rootPackage = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
    version?: unknown;
  };
  if (typeof rootPackage.version !== "string")
    throw new Error("The root package.json has no version for the extension.");
  return rootPackage.version;
}

/** The add-on's id on addons.mozilla.org: fixed for good once the first version is signed. */
export const firefoxAddonId = "extension@hookline.app";

/**
 * What leaves the browser, as Firefox asks users to accept it at install: the post being answered and its
 * conversation (website content), the persona's name (personally identifying), and the API key (authentication),
 * all sent to the Hookline backend only. Required, not optional: no reply can be written without them.
 */
export const firefoxDataCollection: FirefoxDataCollectionPermissions = {
  required: ["websiteContent", "personallyIdentifyingInfo", "authenticationInfo"],
};

/** Firefox 140 (desktop) and 142 (Android) are the first to read data_collection_permissions. */
export const firefoxSettings = {
  gecko: { id: firefoxAddonId, strict_min_version: "140.0", data_collection_permissions: firefoxDataCollection },
  gecko_android: { strict_min_version: "142.0" },
};
