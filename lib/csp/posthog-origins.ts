// Where posthog-js loads its extra scripts from (its remote configuration, session recorder, surveys): the API host,
// and for PostHog Cloud's regions their assets host ({region}-assets.i.posthog.com); for any other host (a reverse
// proxy, self-hosted PostHog) the host alone serves them. posthog-js itself is part of our bundle.

/** posthog-js's own test for a Cloud region, on the API host. */
const cloudRegions = [
  { region: "us", host: /^https:\/\/(app|us|us-assets)(\.i)?\.posthog\.com$/i },
  { region: "eu", host: /^https:\/\/(eu|eu-assets)(\.i)?\.posthog\.com$/i },
];

/** The origins a page must allow scripts from for PostHog at `host` (POSTHOG_HOST). */
export function posthogScriptOrigins(host: string): string[] {
  const origin = new URL(host).origin;
  // posthog-js sends what was PostHog's one address to its US region.
  const apiOrigin = origin === "https://app.posthog.com" ? "https://us.i.posthog.com" : origin;
  const cloud = cloudRegions.find((candidate) => candidate.host.test(apiOrigin));
  return cloud ? [apiOrigin, `https://${cloud.region}-assets.i.posthog.com`] : [apiOrigin];
}
