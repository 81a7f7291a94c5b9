// The generator form's full state: every field of the input schema, filled. The form starts from the blank brief;
// the onboarding demo starts from a prefilled one.
import type { ContentType } from "./options";
import type { GeneratorForm } from "./schema";

export type Brief = Required<GeneratorForm>;

export const blankBrief: Brief = {
  contentType: "social",
  language: "English",
  platform: "linkedin",
  headline: "",
  description: "",
  finalUrl: "",
  path1: "",
  path2: "",
  emailType: "",
  subject: "",
  body: "",
  scriptType: "",
  duration: null,
  outline: "",
  title: "",
  topic: "",
  customPlatform: "",
  content: "",
  useEmojis: false,
  thread: false,
  seoOptimized: false,
  abTesting: false,
  toneStyle: "",
  demographics: "",
  psychographics: "",
  challenges: "",
  features: "",
  benefits: "",
  usps: "",
  presetName: "",
};

/** The platform a content type starts on when the user switches to it. */
export const defaultPlatform: Record<ContentType, string> = {
  ads: "facebook",
  social: "linkedin",
  email: "",
  scripts: "",
  blog: "outline",
  seo: "",
};
