// The site's name, tagline and description as pages and search results show them.
export const site = {
  name: "Hookline",
  tagline: "AI copywriting for marketers, founders, creators and agencies",
  /** The home page's <title>: search results cut titles after about 60 characters, and "name: tagline" is longer. */
  title: "Hookline: AI copywriting in your brand voice",
  description:
    "Hookline writes ads, social posts, emails, video scripts, blog outlines and hooks in your brand voice, in seconds.",
  contactEmail: "hello@hookline.app",
  /**
   * The bitmap logo the structured data names (search engines read no SVG there): public/logo.svg rendered at this
   * size by scripts/make-logo-png.ts.
   */
  logo: { path: "/logo.png", width: 512, height: 512 },
} as const;

/** What search results show of a page before cutting it off; every page's title and description fit. */
export const searchSnippet = { maxTitleLength: 60, maxDescriptionLength: 160 } as const;
