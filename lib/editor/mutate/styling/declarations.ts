// The declarations of a styling change, checked once for every framework: kebab-case names, trimmed values,
// `!important` split off, and nothing that could end a rule or a class early.
import { kebabProperty } from "../../css-property-names.ts";
import { refuse } from "../../source/refuse.ts";

/** One property to set (value) or remove (null). */
export type Declaration = { property: string; value: string | null; important: boolean };

function outsideStrings(value: string): string {
  return value.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, "");
}

function balanced(value: string): boolean {
  let depth = 0;
  for (const character of value) {
    if (character === "(" || character === "[") depth += 1;
    if (character === ")" || character === "]") depth -= 1;
    if (depth < 0) return false;
  }
  return depth === 0;
}

function declarationOf(name: string, raw: string): Declaration {
  const property = kebabProperty(name);
  let value = raw.trim();
  if (value === "") return { property, value: null, important: false };
  const bare = outsideStrings(value);
  if (/[;{}]/.test(bare)) refuse(`The value of ${property} can't contain ";", "{" or "}".`);
  // A comment, an unclosed string or an unclosed bracket would swallow the rest of the stylesheet.
  if (/\/\*|\*\/|["'\\]/.test(bare) || !balanced(bare)) refuse(`The value of ${property} is not a complete CSS value.`);
  const important = /\s*!\s*important$/i.test(value);
  if (important) value = value.replace(/\s*!\s*important$/i, "");
  if (value === "") refuse(`Enter a value for ${property}.`);
  return { property, value, important };
}

/** A styling record (or the custom properties) as declarations, in the order given. */
export function declarationsOf(record: Record<string, string>): Declaration[] {
  return Object.entries(record).map(([name, value]) => declarationOf(name, value));
}
