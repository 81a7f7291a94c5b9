// Each class the converter writes is compiled by Tailwind 4 itself (the installed version, default theme), and the
// declaration it produces must give the CSS value the class was made from: the class exists and means that value.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { parse } from "postcss";
import { compile } from "tailwindcss";
import { beforeAll, describe, expect, it } from "vitest";

import { conversions } from "./conversion-cases.ts";

type Quantity = { n: number; unit: string };

/** Evaluates the calc() arithmetic Tailwind writes (`calc(var(--spacing) * 4)` once resolved); null otherwise. */
function evaluate(expression: string): Quantity | null {
  const tokens = expression.replace(/calc\(/g, "(").match(/-?(?:\d*\.\d+|\d+)[a-z%]*|infinity|[()*/+-]/gi);
  if (!tokens || tokens.join("").replace(/\s/g, "") !== expression.replace(/calc\(/g, "(").replace(/\s/g, ""))
    return null;
  let index = 0;
  const primary = (): Quantity | null => {
    const token = tokens[index++];
    if (token === "(") {
      const value = sum();
      index++;
      return value;
    }
    if (token?.toLowerCase() === "infinity") return { n: Infinity, unit: "" };
    const match = token ? /^(-?(?:\d*\.\d+|\d+))([a-z%]*)$/i.exec(token) : null;
    return match ? { n: Number(match[1]), unit: match[2] ?? "" } : null;
  };
  const product = (): Quantity | null => {
    let left = primary();
    while (left && (tokens[index] === "*" || tokens[index] === "/")) {
      const operator = tokens[index++];
      const right = primary();
      if (!right) return null;
      left =
        operator === "*"
          ? { n: left.n * right.n, unit: left.unit || right.unit }
          : { n: left.n / right.n, unit: left.unit };
    }
    return left;
  };
  const sum = (): Quantity | null => {
    let left = product();
    while (left && (tokens[index] === "+" || tokens[index] === "-")) {
      const operator = tokens[index++];
      const right = product();
      if (!right || right.unit !== left.unit) return null;
      left = { n: operator === "+" ? left.n + right.n : left.n - right.n, unit: left.unit };
    }
    return left;
  };
  const result = sum();
  return index === tokens.length ? result : null;
}

const aliases: Record<string, string> = {
  bold: "700",
  normal: "400",
  "1 1 0%": "1",
  "0 1 auto": "0 auto",
  "9999px": "infinitypx",
  white: "#fff",
  black: "#000",
};

/** One spelling per value: theme variables resolved, arithmetic done, px in rem, lower case, no spaces after commas. */
function normalize(value: string, theme: Map<string, string>, property: string): string {
  let text = value.trim();
  for (let round = 0; round < 5; round += 1)
    text = text.replace(/var\((--[\w-]+)\)/g, (whole, name: string) => theme.get(name) ?? whole);
  text = text
    .toLowerCase()
    .replace(/\s*,\s*/g, ",")
    .replace(/\s+/g, " ");
  if (["font-weight", "flex", "border-radius"].includes(property) || property.endsWith("color"))
    text = aliases[text] ?? text;
  if (property === "letter-spacing" && text === "normal") text = "0em";
  const quantity = evaluate(text);
  if (!quantity) return text;
  let { n, unit } = quantity;
  if (unit === "px" && Number.isFinite(n)) [n, unit] = [n / 16, "rem"];
  if (property === "opacity" && unit === "") [n, unit] = [n * 100, "%"];
  if (n === 0) unit = "";
  return Number.isFinite(n) ? `${Math.round(n * 1000) / 1000}${unit}` : `${n > 0 ? "" : "-"}infinity${unit}`;
}

/** The property Tailwind writes for the one we asked for, where it picks the longhand. */
const writtenAs: Record<string, string> = { "text-decoration": "text-decoration-line" };

describe("Tailwind 4 compiles each converted class to the original declaration", () => {
  const rules = new Map<string, Map<string, string>>();
  const theme = new Map<string, string>();

  beforeAll(async () => {
    const require = createRequire(import.meta.url);
    const css = readFileSync(path.join(path.dirname(require.resolve("tailwindcss/package.json")), "index.css"), "utf8");
    const compiler = await compile(css);
    const output = parse(compiler.build(conversions.map(([, , className]) => className)));
    output.walkRules((rule) => {
      const declarations = new Map<string, string>();
      for (const node of rule.nodes) if (node.type === "decl") declarations.set(node.prop, node.value);
      if (rule.selector.includes(":root")) for (const [name, value] of declarations) theme.set(name, value);
      else rules.set(rule.selector.slice(1).replace(/\\(.)/g, "$1"), declarations);
    });
  });

  it.each(conversions)("%s: %s -> %s", (property, value, className) => {
    const declarations = rules.get(className);
    expect(declarations, `Tailwind made no rule for ${className}`).toBeDefined();
    const written = writtenAs[property] ?? property;
    const actual = declarations?.get(written);
    expect(actual, `${className} does not set ${written}`).toBeDefined();
    // Shadows go through Tailwind's shadow variables; that the class sets box-shadow is what can be checked.
    if (property === "box-shadow") return;
    expect(normalize(actual ?? "", theme, property)).toBe(normalize(value, theme, property));
  });
});
