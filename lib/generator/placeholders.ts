// Placeholders and merge fields, in one syntax everywhere. A placeholder is text in square brackets that the user
// must replace before publishing ("[your offer]"); copy that still holds one is not finished, whoever wrote it. A
// merge field is the one thing an email tool fills per reader and no brief can know: the reader's first name,
// written {first_name}. Anything else in braces ("{your_name}", "{{company}}") is a placeholder too.

/** The merge field for the reader's first name, the only one Hookline writes (emails only). */
export const firstNameField = "{first_name}";

export type Placeholder = { text: string; line: number };

// "[your offer]"; not a Markdown link's text "[site](…)", a task box "[ ]" or a script's timing "[0:00–0:05]".
const bracketed = /\[([^[\]\n]{2,80})\](?!\()/gu;
const braced = /\{\{?\s*[\p{L}_][\p{L}\p{N}_ .-]{0,40}\s*\}?\}/gu;
const timing = /^\s*\d+:\d{2}/;

/** The unfilled placeholders in `copy`, with their line (1-based); `mergeFields` lists what may stay as written. */
export function placeholdersIn(copy: string, mergeFields: readonly string[] = []): Placeholder[] {
  const found: Placeholder[] = [];
  copy.split("\n").forEach((line, index) => {
    for (const match of line.matchAll(bracketed)) {
      const inner = match[1] ?? "";
      if (!timing.test(inner) && /\p{L}{2}/u.test(inner)) found.push({ text: match[0], line: index + 1 });
    }
    for (const match of line.matchAll(braced)) {
      if (!mergeFields.includes(match[0])) found.push({ text: match[0], line: index + 1 });
    }
  });
  return found;
}
