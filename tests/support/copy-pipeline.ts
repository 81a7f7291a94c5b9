// The copy pipeline as a user meets it, for the property suite and `npm run bench:copy`: a brief is parsed like the
// form's, written (by the offline writer, or by text a fake provider is scripted to answer), brought within the hard
// limits, split into variants and scored, and each variant is measured against what the brief promised.
import type { Provider } from "../../lib/ai/types";
import { offlineCopy } from "../../lib/generator/offline";
import { missingKeyPoints, offerOf, saysOffer, type KeyPoint } from "../../lib/generator/pipeline/brief-facts";
import { fitToHardLimits } from "../../lib/generator/pipeline/fit-to-limits";
import { splitVariants } from "../../lib/generator/pipeline/format";
import { hardLimitProblems } from "../../lib/generator/pipeline/over-limit";
import { placeholdersIn, type Placeholder } from "../../lib/generator/pipeline/placeholders";
import { responsiveSearchAdSet, type RsaSet } from "../../lib/generator/pipeline/rsa";
import { tightenToHardLimits, type Tightening } from "../../lib/generator/pipeline/tighten";
import { buildGeneratorPrompt } from "../../lib/generator/prompt";
import { generatorInputSchema, type GeneratorForm, type GeneratorInput } from "../../lib/generator/schema";
import { betterVariant, scoreVariant } from "../../lib/scoring/score";
import type { VariantScore } from "../../lib/scoring/types";

export type MeasuredVariant = {
  text: string;
  score: VariantScore;
  missing: KeyPoint[];
  placeholders: Placeholder[];
  /** Whether the brief's offer is in the variant; null when the brief states none. */
  offer: boolean | null;
  rsa: RsaSet | null;
};

export type PipelineResult = {
  input: GeneratorInput;
  tightened: Tightening;
  overLimit: string[];
  variants: MeasuredVariant[];
  better: number | null;
};

export function measure(input: GeneratorInput, written: string): PipelineResult {
  const tightened = tightenToHardLimits(input, written);
  const offer = offerOf(input);
  const variants = splitVariants(tightened.text).map((text) => ({
    text,
    score: scoreVariant(input, text),
    missing: missingKeyPoints(input, text),
    placeholders: placeholdersIn(text, input.contentType),
    offer: offer === null ? null : saysOffer(text, offer),
    rsa: responsiveSearchAdSet(input, text),
  }));
  return {
    input,
    tightened,
    overLimit: hardLimitProblems(input, tightened.text),
    variants,
    better: betterVariant(variants.map((variant) => variant.score)),
  };
}

/** A corpus brief through the offline writer. */
export function runOffline(form: GeneratorForm): PipelineResult {
  const input = generatorInputSchema.parse(form);
  return measure(input, offlineCopy(input));
}

/** Lines of a variant, trimmed and without blanks, for comparing two variants. */
export function linesOf(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.replace(/^(?:Headline|Description|Meta description)\s*\d+:\s*/i, "").trim())
    .filter(Boolean);
}

/** Whether two variants say the same lines, in any order. */
export function sameLines(a: string, b: string): boolean {
  return JSON.stringify(linesOf(a).sort()) === JSON.stringify(linesOf(b).sort());
}

/** What a fake model is scripted to answer: its first pass, and its rewrite when asked for a shorter one. */
export type Script = { first: string; rewrite?: string };

/** A provider that answers as scripted, word by word, as a model streams. */
function scriptedProvider(script: Script): Provider {
  let calls = 0;
  return {
    id: "openai",
    label: "Scripted model",
    async *streamText() {
      calls += 1;
      const text = calls === 1 ? script.first : (script.rewrite ?? script.first);
      for (const piece of text.match(/\S+\s*|\s+/g) ?? []) yield piece;
    },
    generateObject: () => Promise.reject(new Error("the scripted model writes text only")),
  };
}

/** A brief through the generation's own fitting (one rewrite, then the tightening), written by a scripted model. */
export async function runScripted(form: GeneratorForm, script: Script): Promise<PipelineResult> {
  const input = generatorInputSchema.parse(form);
  const prompt = buildGeneratorPrompt(input);
  const controller = new AbortController();
  let text = script.first;
  let revising = false;
  for await (const event of fitToHardLimits(scriptedProvider(script), prompt, script.first, input, {
    signal: controller.signal,
    stopping: new AbortController().signal,
    fallback: { timeoutMs: 5_000 },
  })) {
    if (event.type === "revise") [text, revising] = ["", true];
    else if (event.type === "delta" && revising) text += event.text;
    else if (event.type === "replace" || event.type === "tightened") text = event.text;
  }
  return measure(input, text);
}
