// The brief kept in the tab while the user upgrades, so the generator they come back to holds what they wrote.
import { blankBrief, defaultPlatform, type Brief } from "../brief";

/** The brief as stored. */
export function keptBriefText(brief: Brief): string {
  return JSON.stringify(brief);
}

/**
 * The stored brief, field by field: a field missing or of the wrong kind (an older or tampered copy) keeps the blank
 * brief's value; anything unreadable is no brief at all.
 */
export function parseKeptBrief(text: string | null): Brief | null {
  if (!text) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return null;
  const fields = stored as Record<string, unknown>;
  const brief: Record<string, unknown> = { ...blankBrief };
  for (const [key, blank] of Object.entries(blankBrief)) {
    const value = fields[key];
    const fits =
      key === "duration"
        ? value === null || typeof value === "number"
        : key === "contentType"
          ? typeof value === "string" && Object.hasOwn(defaultPlatform, value)
          : typeof value === typeof blank;
    if (fits) brief[key] = value;
  }
  return brief as Brief;
}
