// The offline writer's answer in AI mode: plain English rules, so the editor's AI mode works without any AI key.
import type { ChangePlan, PlannedElement } from "./schemas.ts";

const sizes = [
  "text-xs",
  "text-sm",
  "text-base",
  "text-lg",
  "text-xl",
  "text-2xl",
  "text-3xl",
  "text-4xl",
  "text-5xl",
  "text-6xl",
];
const weights = [
  "font-thin",
  "font-extralight",
  "font-light",
  "font-normal",
  "font-medium",
  "font-semibold",
  "font-bold",
  "font-extrabold",
  "font-black",
];
const colours = [
  "red",
  "orange",
  "amber",
  "yellow",
  "green",
  "emerald",
  "teal",
  "cyan",
  "sky",
  "blue",
  "indigo",
  "violet",
  "purple",
  "pink",
  "rose",
  "gray",
  "slate",
];
const textColour = /^text-[a-z]+-\d{2,3}$/;

const has = (instruction: string, words: string[]) =>
  words.some((word) => new RegExp(`\\b${word}\\b`, "i").test(instruction));

/** Swaps one size class for the next one up or down (text-base when there is none). */
function resize(classes: string[], step: 1 | -1): { add: string; remove: string[] } {
  const current = classes.filter((name) => sizes.includes(name));
  const from =
    current.length > 0 ? Math.max(...current.map((name) => sizes.indexOf(name))) : sizes.indexOf("text-base");
  const to = sizes[Math.min(sizes.length - 1, Math.max(0, from + step))] ?? "text-base";
  return { add: to, remove: current };
}

export function offlinePlan(instruction: string, element: PlannedElement): ChangePlan {
  const classes = element.classes ?? [];
  const add: string[] = [];
  const remove: string[] = [];
  let newText: string | null = null;
  const words = element.text?.trim().split(/\s+/) ?? [];
  if (has(instruction, ["shorter", "shorten", "concise", "tighter", "brief"]) && words.length >= 2) {
    newText = words.slice(0, Math.ceil(words.length / 2)).join(" ");
  }
  const bolder = has(instruction, ["bolder", "heavier", "stronger"]);
  if (bolder || has(instruction, ["bold"])) {
    // "bold" means at least font-bold; "bolder" one weight more than now, and at least font-bold.
    const current = Math.max(weights.indexOf("font-normal"), ...classes.map((name) => weights.indexOf(name)));
    const weight =
      weights[Math.min(weights.length - 1, Math.max(weights.indexOf("font-bold"), bolder ? current + 1 : current))] ??
      "font-bold";
    add.push(weight);
    remove.push(...classes.filter((name) => weights.includes(name) && name !== weight));
  }
  const bigger = has(instruction, ["bigger", "larger"]);
  const smaller = has(instruction, ["smaller", "tinier"]);
  if (bigger !== smaller) {
    const { add: size, remove: old } = resize(classes, bigger ? 1 : -1);
    add.push(size);
    remove.push(...old.filter((name) => name !== size));
  }
  if (has(instruction, ["center", "centre", "centered", "centred"])) {
    add.push("text-center");
    remove.push(...classes.filter((name) => name === "text-left" || name === "text-right"));
  }
  for (const [words, name] of [
    [["uppercase", "capitals", "caps"], "uppercase"],
    [["italic", "italics"], "italic"],
    [["underline", "underlined"], "underline"],
  ] as const) {
    if (has(instruction, [...words])) add.push(name);
  }
  const colour = colours.find((name) => has(instruction, [name, ...(name === "gray" ? ["grey"] : [])]));
  if (colour) {
    add.push(`text-${colour}-600`);
    remove.push(...classes.filter((name) => textColour.test(name) && name !== `text-${colour}-600`));
  }
  return { newText, addClasses: [...new Set(add)], removeClasses: [...new Set(remove)], newTag: null };
}
