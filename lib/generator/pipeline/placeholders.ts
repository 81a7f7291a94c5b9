// Placeholders and merge fields, in one syntax everywhere. A placeholder is text in square brackets that the user
// must replace before publishing ("[your offer]"); copy that still holds one is not finished, whoever wrote it. A
// merge field is the one thing an email tool fills per reader and no brief can know: the reader's first name,
// written {first_name} (an email written with another tool's first-name field, "{{first_name}}", is fine too).
// Anything else in braces ("{your_name}", "{{company}}") is a placeholder too. Not placeholders: a Markdown link's
// text, a script's timing and its bracketed directions, an email's button ("[Shop the sale]"), code in an article.
import { callToActionVerbs } from "../../config/generation/scoring";

/** The merge field for the reader's first name, the only one Hookline writes (emails only). */
export const firstNameField = "{first_name}";

/** Shown where copy needs an offer (a price, a discount, a trial) that the brief does not name. */
export const offerPlaceholder = "[your offer]";

export type Placeholder = { text: string; line: number };

// "[your offer]"; not "[text](…)" or "[text][1]", nor the "[1]" of a reference, nor "[sic]".
const bracketed = /(?<!\])\[([^[\]\n]{2,80})\](?![([])/gu;
const braced = /\{\{?\s*[\p{L}_][\p{L}\p{N}_ .|:"'-]{0,40}\s*\}?\}/gu;
const timing = /^\s*\d+:\d{2}/;
const firstNameNames = new Set(["firstname", "fname", "contactfirstname", "subscriberfirstname", "first"]);
const verbs = new Set<string>([...callToActionVerbs, "open"]);

/** Whether a braced token is an email tool's first-name field: {first_name}, {{ first_name }}, {{contact.firstname}}. */
function isFirstNameField(token: string): boolean {
  const name = (token.replace(/^\{+|\}+$/g, "").split("|")[0] ?? "").toLowerCase().replace(/[^a-z]/g, "");
  return firstNameNames.has(name);
}

/** A line that is one bracketed phrase opening with a verb, as an email writes its button: "[Shop the sale]". */
function isButton(line: string, match: string, inner: string): boolean {
  const first = inner.trim().split(/\s+/)[0]?.toLowerCase() ?? "";
  return line.trim() === match && verbs.has(first) && !/\byour\b/i.test(inner);
}

/** The unfilled placeholders in `copy`, with their line (1-based), read as copy of `contentType` is written. */
export function placeholdersIn(copy: string, contentType = ""): Placeholder[] {
  const found: Placeholder[] = [];
  copy.split("\n").forEach((line, index) => {
    for (const match of line.matchAll(bracketed)) {
      const inner = match[1] ?? "";
      const direction = contentType === "scripts" && line.trim() === match[0];
      const button = contentType === "email" && isButton(line, match[0], inner);
      const ignored = timing.test(inner) || !/\p{L}{2}/u.test(inner) || /^sic$/i.test(inner.trim());
      if (!direction && !button && !ignored) found.push({ text: match[0], line: index + 1 });
    }
    // An article may show code, whose braces are no placeholders.
    if (contentType === "blog") return;
    for (const match of line.matchAll(braced)) {
      if (!(contentType === "email" && isFirstNameField(match[0]))) found.push({ text: match[0], line: index + 1 });
    }
  });
  return found;
}
