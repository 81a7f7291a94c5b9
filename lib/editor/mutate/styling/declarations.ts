// The declarations of a styling change, checked once for every framework: kebab-case names, trimmed values,
// `!important` split off, and nothing that could end a rule or a class early.
import { refuse } from "../../source/jsx.ts";
import { kebabProperty } from "./property-names.ts";

/** One property to set (value) or remove (null). */
export type Declaration = { property: string; value: string | null; important: boolean };

function outsideStrings(value: string): string {
  return value.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, "");
}

function declarationOf(name: string, raw: string): Declaration {
  const property = kebabProperty(name);
  let value = raw.trim();
  if (value === "") return { property, value: null, important: false };
  if (/[;{}]/.test(outsideStrings(value))) refuse(`The value of ${property} can't contain ";", "{" or "}".`);
  const important = /\s*!\s*important$/i.test(value);
  if (important) value = value.replace(/\s*!\s*important$/i, "");
  if (value === "") refuse(`Enter a value for ${property}.`);
  return { property, value, important };
}

/** A styling record (or the custom properties) as declarations, in the order given. */
export function declarationsOf(record: Record<string, string>): Declaration[] {
  return Object.entries(record).map(([name, value]) => declarationOf(name, value));
}
