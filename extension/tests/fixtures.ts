// The saved pages of X, Threads and Instagram (extension/fixtures), loaded into the test's jsdom document.
import { readFileSync } from "node:fs";
import path from "node:path";

import { instagram } from "../platforms/instagram";
import { threads } from "../platforms/threads";
import type { PlatformSelectors } from "../platforms/types";
import { x } from "../platforms/x";

export const platforms: Record<"x" | "threads" | "instagram", PlatformSelectors> = { x, threads, instagram };

/** Each saved page and the site it is from: x-de is X's page with a German conversation and German labels. */
export const fixturePages = { x, "x-de": x, threads, instagram } satisfies Record<string, PlatformSelectors>;

export function loadFixture(name: keyof typeof fixturePages) {
  const html = readFileSync(path.join(import.meta.dirname, "..", "fixtures", `${name}.html`), "utf8");
  document.documentElement.innerHTML = new DOMParser().parseFromString(html, "text/html").documentElement.innerHTML;
  const composer = document.getElementById("site-composer");
  if (!composer) throw new Error(`${name}.html has no #site-composer`);
  return { composer, selectors: fixturePages[name] };
}
