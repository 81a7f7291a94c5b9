// What a Google responsive search ad may hold, its display paths, and how the Ads Editor export is named. The
// headline and description lengths are the hard limits in ./platform-lengths.ts.

export const responsiveSearchAd = {
  /** Google takes at most this many of each, and refuses an ad with fewer than the minimum. */
  maxHeadlines: 15,
  maxDescriptions: 4,
  minHeadlines: 3,
  minDescriptions: 2,
  /** How many of each Google shows at once in a search result; a headline can be pinned to one of these positions. */
  shownHeadlines: 3,
  shownDescriptions: 2,
  /** Characters Google allows in each of the two display paths ("example.com/path1/path2"). */
  maxPathCharacters: 15,
  /** Stands in for the advertiser's site in a preview when the brief gives no final URL. */
  displayUrl: "www.example.com",
} as const;

/** The file the "Export for Google Ads Editor" button downloads. */
export const adsEditorFileName = "hookline-responsive-search-ad.csv";

/** Columns of the export that Ads Editor needs and the brief cannot know: the user fills them in Ads Editor. */
export const adsEditorColumnsToFill = ["Campaign", "Ad group"] as const;
