// Where the content scripts run, and so the host access the manifest asks for: the three sites, nothing else.
export const hostsByPlatform = {
  x: ["https://x.com/*", "https://twitter.com/*"],
  threads: ["https://www.threads.com/*", "https://www.threads.net/*"],
  instagram: ["https://www.instagram.com/*"],
} as const;

export const sitesHostPatterns: string[] = Object.values(hostsByPlatform).flat();
