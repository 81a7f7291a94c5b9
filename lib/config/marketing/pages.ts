// The public pages' own numbers: the landing page's scroll effects, the blog's lists and the ROI calculator.
export const scroll = {
  navChangePx: 50,
  scrollHintPx: 200,
  /** The landing page's three scroll cards appear at these scroll progress values. */
  cardProgress: [0, 0.33, 0.66],
} as const;

export const blog = {
  collapsedTags: 8,
  tagsPerCard: 3,
  excerptLines: 3,
  relatedArticles: 2,
  dateLocale: "en-US",
} as const;

export const roiCalculator = {
  minHoursPerWeek: 1,
  maxHoursPerWeek: 40,
  step: 1,
  hourlyRate: 75,
  timeSavedShare: 0.9,
} as const;
