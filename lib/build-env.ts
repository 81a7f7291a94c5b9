// What a production build needs from the environment. The static pages bake in the public address (canonical
// URLs, Open Graph, JSON-LD, RSS links), so a build without APP_URL would tell search engines that every page
// lives on localhost: it fails instead, naming the variable.
import type { Env } from "./env.ts";

export class BuildEnvError extends Error {
  override name = "BuildEnvError";
}

export function assertBuildEnv(value: Pick<Env, "APP_URL_CONFIGURED">): void {
  if (value.APP_URL_CONFIGURED) return;
  throw new BuildEnvError(
    "APP_URL is not set. A production build bakes the app's public address into its pages (canonical URLs, Open Graph, " +
      "JSON-LD, RSS): set APP_URL to it (APP_URL=https://app.example.com npm run build). For a build on this machine only, " +
      "APP_URL=http://localhost:3000 will do.",
  );
}
