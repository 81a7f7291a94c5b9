/** The browser's own zone: posting times are on the clock its user reads, so 09:00 is never 09:00 UTC by accident. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Every zone the browser knows, with the chosen one in the list even when the browser's list leaves it out (UTC). */
export function timeZoneChoices(chosen: string): string[] {
  let known: string[] = [];
  try {
    known = Intl.supportedValuesOf("timeZone");
  } catch {
    // An older browser: the chosen zone alone.
  }
  return chosen === "" || known.includes(chosen) ? known : [chosen, ...known];
}
