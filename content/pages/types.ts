// Shapes of the marketing site's copy. The copy lives in content/pages/*.ts as typed data; components in
// components/marketing render it. Icons are named here and mapped to lucide-react in one place.

export const iconNames = [
  "sparkles", "megaphone", "mail", "video", "pen-line", "search", "calendar", "zap", "users", "building",
  "briefcase", "target", "trending-up", "mic", "globe", "layers", "shield", "heart", "rocket", "lightbulb",
  "bar-chart", "message-square", "share", "clock", "languages", "palette", "store", "graduation-cap",
  "shopping-bag", "repeat", "check-circle", "compass",
] as const;
export type IconName = (typeof iconNames)[number];

/** One of the six features (landing page feature list and /features). */
export type Feature = {
  id: string;
  title: string;
  icon: IconName;
  /** One sentence: the card text on /features and the collapsed line in the landing page's list. */
  summary: string;
  /** Two to four sentences shown when the feature is expanded. */
  details: string[];
};

/** The landing page's three scroll cards. */
export type ScrollCard = { title: string; icon: IconName; description: string };

/** /use-cases "Who Benefits Most": exactly four benefits. */
export type AudienceCard = { title: string; icon: IconName; description: string; benefits: [string, string, string, string] };

/** /use-cases and /is-hookline-for-me. `stat` is a short, honest figure or claim (no invented studies). */
export type UseCaseCard = { title: string; icon: IconName; description: string; example: string; stat: string };

export type RoadmapStatus = "completed" | "in-progress" | "planned" | "future";
export type RoadmapItem = { title: string; description: string; status: RoadmapStatus };
export type RoadmapPeriod = { period: string; items: RoadmapItem[] };

export type Faq = { question: string; answer: string };

export type Value = { title: string; icon: IconName; description: string };
export type AboutContent = {
  intro: string;
  story: string[];
  values: Value[];
  founder: { name: string; role: string; bio: string[] };
};

/** A paragraph, or a bulleted list. */
export type LegalBlock = string | { list: string[] };
export type LegalSection = { id: string; heading: string; body: LegalBlock[] };
export type LegalDocument = {
  title: string;
  /** Meta description, one sentence. */
  description: string;
  /** ISO date, e.g. "2026-11-23". */
  lastUpdated: string;
  intro: string[];
  sections: LegalSection[];
};
