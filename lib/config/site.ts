export const site = {
  name: "Hookline",
  tagline: "AI copywriting for marketers, founders, creators and agencies",
  description:
    "Hookline writes ads, social posts, emails, video scripts, blog outlines and hooks in your brand voice, in seconds.",
  contactEmail: "hello@hookline.app",
} as const;
