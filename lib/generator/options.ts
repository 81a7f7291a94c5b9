// The generator's choices. Values are what the API accepts; labels are what the form shows.
export const contentTypes = [
  { value: "ads", label: "Ads" },
  { value: "social", label: "Social post" },
  { value: "email", label: "Email" },
  { value: "scripts", label: "Video script" },
  { value: "blog", label: "Blog" },
  { value: "seo", label: "SEO meta description" },
] as const;

export const platformsByType = {
  ads: [
    { value: "facebook", label: "Facebook ad" },
    { value: "google", label: "Google responsive search ad" },
  ],
  social: [
    { value: "linkedin", label: "LinkedIn" },
    { value: "instagram", label: "Instagram" },
    { value: "threads", label: "Threads" },
    { value: "x", label: "X" },
    { value: "custom", label: "Other platform" },
  ],
  blog: [
    { value: "outline", label: "Outline" },
    { value: "intro", label: "Introduction" },
    { value: "conclusion", label: "Conclusion" },
  ],
} as const;

export const languages = [
  "English",
  "Spanish",
  "French",
  "German",
  "Italian",
  "Portuguese",
  "Dutch",
  "Polish",
  "Swedish",
  "Turkish",
  "Japanese",
  "Korean",
  "Chinese (Simplified)",
  "Hindi",
  "Arabic",
] as const;

export const tones = [
  "Professional",
  "Friendly",
  "Persuasive",
  "Witty",
  "Bold",
  "Empathetic",
  "Authoritative",
  "Casual",
  "Inspirational",
] as const;

export const emailTypes = [
  { value: "promotional", label: "Promotional" },
  { value: "newsletter", label: "Newsletter" },
  { value: "welcome", label: "Welcome" },
  { value: "follow-up", label: "Follow-up" },
  { value: "cold-outreach", label: "Cold outreach" },
  { value: "announcement", label: "Product announcement" },
] as const;

export const scriptTypes = [
  { value: "short-form", label: "Short-form (TikTok, Reels, Shorts)" },
  { value: "youtube", label: "YouTube video" },
  { value: "explainer", label: "Explainer" },
  { value: "video-ad", label: "Video ad" },
  { value: "testimonial", label: "Testimonial" },
] as const;

/** Script lengths in seconds. */
export const durations = [15, 30, 60, 120, 300] as const;

export type ContentType = (typeof contentTypes)[number]["value"];
export type AdPlatform = (typeof platformsByType.ads)[number]["value"];
export type SocialPlatform = (typeof platformsByType.social)[number]["value"];
export type BlogPart = (typeof platformsByType.blog)[number]["value"];

export function labelOf<T extends { value: string; label: string }>(list: readonly T[], value: string): string {
  return list.find((item) => item.value === value)?.label ?? value;
}

export function durationLabel(seconds: number): string {
  return seconds < 60 ? `${seconds} seconds` : `${seconds / 60} minute${seconds === 60 ? "" : "s"}`;
}
