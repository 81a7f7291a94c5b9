// What kind of element a JSX tag names, without a parser: the browser's editor screen asks it too.

/** A component (Card, motion.div) rather than an HTML element (div). */
export function isComponentTag(tag: string): boolean {
  return /^[A-Z]/.test(tag) || tag.includes(".");
}
