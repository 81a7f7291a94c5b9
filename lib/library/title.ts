import { library } from "../config/library";
import { excerptOf } from "./details";

/** What a title is made from: the user's own title when there is one, else the brief, else the copy itself. */
export type Titled = { title?: string | null; contentType: string; parameters: unknown; content: string };

// The brief field that names the copy best, per content type, in order of preference.
const namingFields: Record<string, readonly string[]> = {
  ads: ["headline"],
  social: ["topic"],
  email: ["subject"],
  scripts: ["title", "topic"],
  blog: ["title"],
  seo: ["title"],
  plan: ["topic"],
  hooks: ["topic"],
};

// "Headline 1:", "Subject:", "**Primary text:**", "# " and list marks say how the copy is laid out, not what it is about.
const layoutPrefix =
  /^[#>*\-\s]*(?:(?:Primary text|Headline|Description|Subject(?: line)?|Preview(?: text)?|Meta description|Title|Hook|Post)(?: \d+)?\s*\**\s*:\s*)?/i;

function briefName(contentType: string, parameters: unknown): string | null {
  if (typeof parameters !== "object" || parameters === null) return null;
  for (const field of namingFields[contentType] ?? []) {
    const value = (parameters as Record<string, unknown>)[field];
    if (typeof value === "string" && value.trim() !== "") return value;
  }
  return null;
}

function firstWords(content: string): string {
  const line = content.split("\n").find((candidate) => candidate.trim() !== "") ?? content;
  const words = line.replace(layoutPrefix, "").replace(/\*+/g, "").trim();
  return words || line.trim();
}

/**
 * A saved copy's title: the one its owner gave it; otherwise what its brief was about (an ad's product, a post's
 * topic, an email's subject, an article's title); otherwise the first words of its first line.
 */
export function titleOf(copy: Titled): string {
  const own = copy.title?.trim();
  if (own) return own;
  const named = briefName(copy.contentType, copy.parameters) ?? firstWords(copy.content);
  return excerptOf(named, library.derivedTitleLength);
}
