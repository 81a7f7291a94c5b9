// What a Google responsive search ad may hold, which headlines Hookline suggests pinning, and how the Ads Editor
// export is named. The headline and description lengths are the hard limits in ./platform-lengths.ts.

export const responsiveSearchAd = {
  /** Google takes at most this many of each, and refuses an ad with fewer than the minimum. */
  maxHeadlines: 15,
  maxDescriptions: 4,
  minHeadlines: 3,
  minDescriptions: 2,
  /** How many of each Google shows at once in a search result. */
  shownHeadlines: 3,
  shownDescriptions: 2,
  /** Where the headline naming the brand and the one asking for the click are suggested to be pinned. */
  brandPin: 1,
  callToActionPin: 2,
  /** Stands in for the advertiser's site in the preview: the brief has no URL. */
  displayUrl: "www.example.com",
} as const;

/**
 * Imperative verbs that open a call to action ("Shop the Sale", "Book a Demo"). A headline with a clause starting
 * with one of them is suggested for the call-to-action pin.
 */
export const callToActionVerbs = [
  "apply",
  "ask",
  "book",
  "browse",
  "buy",
  "call",
  "claim",
  "compare",
  "contact",
  "discover",
  "download",
  "explore",
  "find",
  "get",
  "grab",
  "join",
  "learn",
  "meet",
  "order",
  "register",
  "request",
  "reserve",
  "save",
  "schedule",
  "see",
  "shop",
  "sign",
  "start",
  "subscribe",
  "switch",
  "try",
  "upgrade",
  "visit",
  "watch",
] as const;

/** The file the "Export for Google Ads Editor" button downloads. */
export const adsEditorFileName = "hookline-responsive-search-ad.csv";
