// How generated copy is laid out, for the prompt to ask for and for the screens and the length checks to read:
// A/B variants are separated by a line of "===", and structured copy (ads, email subjects, meta descriptions)
// comes as "Label: text" lines.
import type { LengthRuleId } from "../../config/generation/platform-lengths";
import type { GeneratorInput } from "../schema";

export const variantSeparator = "===";

/** The line between two posts of an X thread, which the user allows when a post does not fit. */
export const threadSeparator = "---";

/** A line that separates two posts of a thread: three hyphens alone on it. */
export const threadSeparatorLine = /^[ \t]*-{3}[ \t]*$/m;

/** What the layout depends on: the kind of copy, its platform, and whether an X post may become a thread. */
export type FormatBrief = Pick<GeneratorInput, "contentType" | "platform"> & Partial<Pick<GeneratorInput, "thread">>;

/** Whether `brief` lets the copy be a thread of several posts. */
export const allowsThread = (brief: FormatBrief) =>
  brief.contentType === "social" && brief.platform === "x" && brief.thread === true;

/** The posts of a variant: several for a thread the brief allows, else the variant as one post. */
function postsOf(brief: FormatBrief, variant: string): string[] {
  if (!allowsThread(brief)) return [variant.trim()];
  const posts = variant
    .split(threadSeparatorLine)
    .map((post) => post.trim())
    .filter(Boolean);
  return posts.length > 0 ? posts : [variant.trim()];
}

/** A line that separates two variants: three or more "=" alone on it (the model may write more). */
export const variantSeparatorLine = /^[ \t]*={3,}[ \t]*$/m;

/** Splits an output into its variants (one unless A/B testing was on); a separator still streaming is ignored. */
export function splitVariants(text: string): string[] {
  return text
    .split(variantSeparatorLine)
    .map((part) => part.trim())
    .filter((part, index, all) => part.length > 0 || (index === 0 && all.length === 1));
}

export type Section = { label: string; text: string; rule: LengthRuleId | null };

const labelPattern =
  /^\**\s*(Primary text|Headline(?: \d+)?|Description(?: \d+)?|Subject(?: line)?|Preview(?: text)?|Meta description(?: \d+)?)\s*\**\s*:\s*\**\s*(.*)$/i;

function ruleForLabel(input: Pick<GeneratorInput, "contentType" | "platform">, label: string): LengthRuleId | null {
  const name = label.toLowerCase();
  if (input.contentType === "ads" && input.platform === "google") {
    if (name.startsWith("headline")) return "googleHeadline";
    if (name.startsWith("description")) return "googleDescription";
  }
  if (input.contentType === "ads" && input.platform === "facebook") {
    if (name === "primary text") return "facebookPrimaryText";
    if (name.startsWith("headline")) return "facebookHeadline";
    if (name.startsWith("description")) return "facebookDescription";
  }
  if (name.startsWith("subject")) return "emailSubject";
  if (name.startsWith("meta description")) return "metaDescription";
  return null;
}

const wholeTextRule: Record<string, LengthRuleId> = {
  x: "x",
  threads: "threads",
  instagram: "instagram",
  linkedin: "linkedin",
};

/**
 * The parts of one variant that have a length to respect: each labelled line of an ad, an email's subject, each
 * meta description, a social post as a whole, or each post of an X thread.
 */
export function sectionsOf(input: FormatBrief, variant: string): Section[] {
  if (input.contentType === "social") {
    const rule = wholeTextRule[input.platform] ?? null;
    const posts = postsOf(input, variant);
    if (posts.length === 1) return [{ label: "Post", text: posts[0] ?? "", rule }];
    return posts.map((text, index) => ({ label: `Post ${index + 1}`, text, rule }));
  }
  if (!["ads", "email", "seo"].includes(input.contentType))
    return [{ label: "Text", text: variant.trim(), rule: null }];
  const sections: Section[] = [];
  let current: Section | null = null;
  for (const line of variant.split("\n")) {
    const match = labelPattern.exec(line.trim());
    if (match?.[1] !== undefined) {
      const label = match[1].replace(/\s+/g, " ");
      current = {
        label: label[0]?.toUpperCase() + label.slice(1),
        text: (match[2] ?? "").replace(/\*+$/, "").trim(),
        rule: ruleForLabel(input, label),
      };
      sections.push(current);
    } else if (current && current.rule !== "emailSubject" && line.trim() !== "" && input.contentType !== "email") {
      current.text = `${current.text} ${line.trim()}`.trim();
    }
  }
  return sections;
}

/**
 * A Google responsive search ad's headlines and descriptions, one row each, for showing them one by one; null for
 * any other copy, or when no line of it is labelled (the screen then shows the text as it came).
 */
export function responsiveSearchAdRows(
  input: Pick<GeneratorInput, "contentType" | "platform">,
  variant: string,
): Section[] | null {
  if (input.contentType !== "ads" || input.platform !== "google") return null;
  const rows = sectionsOf(input, variant).filter(
    (section) => section.rule === "googleHeadline" || section.rule === "googleDescription",
  );
  return rows.length > 0 ? rows : null;
}
