import { blankBrief, type Brief } from "../generator/brief";
import { contentTypes, durationLabel, emailTypes, labelOf, scriptTypes, type ContentType } from "../generator/options";
import { platformOf } from "./details";

/** One line of a saved copy's brief, as the generator's form named it ("Topic", "Async standups"). */
export type BriefDetail = { label: string; value: string };

const isGeneratorType = (type: string): type is ContentType => contentTypes.some((option) => option.value === type);

const record = (parameters: unknown): Record<string, unknown> =>
  typeof parameters === "object" && parameters !== null && !Array.isArray(parameters)
    ? (parameters as Record<string, unknown>)
    : {};

/**
 * The generator brief a saved copy was made from, every field filled: what was kept where it has the field's type,
 * the blank brief's value elsewhere. Null for what the generator does not write (content plans, hooks).
 */
export function briefOf(contentType: string, parameters: unknown): Brief | null {
  if (!isGeneratorType(contentType)) return null;
  const kept = record(parameters);
  const brief: Record<string, unknown> = { ...blankBrief, contentType };
  for (const [field, blank] of Object.entries(blankBrief)) {
    if (field === "contentType") continue;
    const value = kept[field];
    const fits = field === "duration" ? typeof value === "number" : typeof value === typeof blank;
    if (fits) brief[field] = value;
  }
  return brief as Brief;
}

// The form's own words for each field, where they differ by content type.
const textLabels = (type: string): [keyof Brief, string][] => [
  ["headline", "Product or offer"],
  ["description", type === "seo" ? "What the page offers" : "What it does, and for whom"],
  ["finalUrl", "Final URL"],
  ["path1", "Display path 1"],
  ["path2", "Display path 2"],
  ["customPlatform", "Platform name"],
  ["subject", "Subject idea"],
  ["body", "What the email should get across"],
  ["title", type === "blog" ? "Article title" : type === "seo" ? "Page title" : "Working title"],
  ["topic", type === "blog" ? "Main keyword or angle" : type === "seo" ? "Keywords" : "Topic"],
  ["outline", "Outline"],
  ["content", "Key points or a draft"],
  ["toneStyle", "Tone"],
  ["demographics", "Demographics"],
  ["psychographics", "Psychographics"],
  ["challenges", "Challenges"],
  ["features", "Features"],
  ["benefits", "Benefits"],
  ["usps", "Unique selling points"],
  ["presetName", "Brand voice"],
];

const options: [keyof Brief, string][] = [
  ["useEmojis", "Use emojis"],
  ["seoOptimized", "SEO optimization (keywords)"],
  ["abTesting", "A/B testing"],
  ["thread", "Thread allowed"],
];

/** The brief fields a generator copy was written from, labelled as the form labels them; blank ones are left out. */
function generatorDetails(brief: Brief): BriefDetail[] {
  const details: BriefDetail[] = [];
  const add = (label: string, value: string) => {
    if (value.trim() !== "") details.push({ label, value: value.trim() });
  };
  add("Platform", platformOf(brief.contentType, brief) ?? "");
  if (brief.emailType) add("Kind of email", labelOf(emailTypes, brief.emailType));
  if (brief.scriptType) add("Kind of video", labelOf(scriptTypes, brief.scriptType));
  if (brief.duration !== null) add("Length", durationLabel(brief.duration));
  for (const [field, label] of textLabels(brief.contentType)) add(label, String(brief[field]));
  add("Language", brief.language);
  add(
    "Options",
    options
      .filter(([field]) => brief[field] === true)
      .map(([, label]) => label)
      .join(", "),
  );
  return details;
}

/** What a content plan's or hooks' brief kept as text ("Topic", "Audience"). */
function otherDetails(parameters: unknown): BriefDetail[] {
  const kept = record(parameters);
  const details: BriefDetail[] = [];
  for (const [field, label] of [
    ["topic", "Topic"],
    ["audience", "Audience"],
  ] as const) {
    const value = kept[field];
    if (typeof value === "string" && value.trim() !== "") details.push({ label, value: value.trim() });
  }
  return details;
}

/** The brief a saved copy came from, field by field, for its page and the library's export. */
export function briefDetails(contentType: string, parameters: unknown): BriefDetail[] {
  const brief = briefOf(contentType, parameters);
  return brief ? generatorDetails(brief) : otherDetails(parameters);
}
