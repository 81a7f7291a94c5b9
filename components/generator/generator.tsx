"use client";

import { useState, type FormEvent } from "react";

import { Field } from "@/components/ai-form/field";
import { useSchemaForm } from "@/components/ai-form/use-schema-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { responsiveSearchAd } from "@/lib/config/generation/ads";
import { blankBrief, defaultPlatform, type Brief } from "@/lib/generator/brief";
import {
  contentTypes,
  durationLabel,
  durations,
  emailTypes,
  languages,
  platformsByType,
  scriptTypes,
  tones,
  type ContentType,
} from "@/lib/generator/options";
import { generatorInputSchema } from "@/lib/generator/schema";
import { keptFor, noKeptResults, platformFor, setAside, type KeptResults } from "@/lib/generator/screen/kept-results";

import { GenerationOutput } from "./generation-output";
import { useGeneration, type GenerationState } from "./use-generation";
import { useKeptBrief } from "./use-kept-brief";

type Form = Brief;
type TextField = { [K in keyof Form]: Form[K] extends string ? K : never }[keyof Form];
type SelectField = "platform" | "emailType" | "scriptType" | "toneStyle" | "language" | "presetName";

/** What writes the copy: the real stream (useGeneration) or the onboarding demo's sample. */
export type Generation = ReturnType<typeof useGeneration>;

type PanelProps = {
  generation: Generation;
  presets: string[];
  defaultPreset: string;
  /** The brief the form opens with (the demo's is prefilled). */
  initial?: Brief;
  /** The content types offered (the demo leaves out SEO). */
  contentTypes?: readonly ContentType[];
  /** Set in the demo: copy, save and regenerate call this instead of acting. */
  unavailable?: () => void;
  /** Each brand voice's words to avoid, as written, by name: the scores check the copy against them. */
  wordsToAvoid?: Record<string, string>;
  /** Opens on Advanced, for a brief whose audience and offer fields are filled in. */
  startAdvanced?: boolean;
  /** Keeps the brief in the tab; `restore`: back from an upgrade, the form takes back the brief kept before. */
  keptBrief?: { restore: boolean };
};

const advancedFields = [
  "toneStyle",
  "demographics",
  "psychographics",
  "challenges",
  "features",
  "benefits",
  "usps",
] as const satisfies readonly (keyof Brief)[];

/** The copy generator: one brief in (Basic or Advanced), streamed copy out, with counters, copy, save, edit. */
export function Generator({
  presets,
  defaultPreset,
  initialType,
  initialBrief,
  wordsToAvoid,
  upgraded = false,
}: {
  presets: string[];
  defaultPreset: string;
  initialType?: ContentType;
  /** A saved copy's brief: the form opens with it, its brand voice too while that voice still exists. */
  initialBrief?: Brief;
  wordsToAvoid?: Record<string, string>;
  /** Back from an upgrade started here: the brief written before comes back. */
  upgraded?: boolean;
}) {
  const initial =
    initialBrief ??
    (initialType ? { ...blankBrief, contentType: initialType, platform: defaultPlatform[initialType] } : blankBrief);
  const voice = initialBrief
    ? presets.includes(initialBrief.presetName)
      ? initialBrief.presetName
      : ""
    : defaultPreset;
  return (
    <GeneratorPanel
      generation={useGeneration()}
      presets={presets}
      defaultPreset={voice}
      initial={initialBrief ? { ...initial, presetName: voice } : initial}
      wordsToAvoid={wordsToAvoid}
      startAdvanced={advancedFields.some((field) => initialBrief?.[field])}
      keptBrief={{ restore: upgraded }}
    />
  );
}

/** The generator's form and output, whoever writes the copy. */
export function GeneratorPanel({
  generation,
  presets,
  defaultPreset,
  initial = blankBrief,
  contentTypes: offered,
  unavailable,
  wordsToAvoid,
  startAdvanced = false,
  keptBrief,
}: PanelProps) {
  const {
    values: form,
    setValues: setForm,
    errors,
    set,
    validate,
  } = useSchemaForm<Form>({ ...initial, presetName: defaultPreset || initial.presetName }, generatorInputSchema, {
    idPrefix: "gen",
  });
  useKeptBrief(form, setForm, keptBrief);
  const [advanced, setAdvanced] = useState(startAdvanced);
  // The brief the result on screen was made from: it is counted and saved by that brief. A new content type or
  // platform sets it aside, since copy written for one platform means nothing under another's rules; coming back
  // brings it back, because each result cost a generation.
  const [resultBrief, setResultBrief] = useState<Brief | null>(null);
  const [kept, setKept] = useState<KeptResults<GenerationState>>(noKeptResults);
  const [generations, setGenerations] = useState(0);
  const { state, generate, stop, edit, restore } = generation;
  const busy = state.status === "waiting" || state.status === "streaming" || state.status === "revising";
  const shown = resultBrief !== null && state.status !== "idle";

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    // The demo writes one sample; writing it again is one of the actions it does not offer.
    if (unavailable && shown && state.text) return unavailable();
    if (!validate()) return;
    setResultBrief(form);
    setGenerations((count) => count + 1);
    void generate(form);
  };

  /** Sets the result on screen aside and shows the one kept for `contentType` on `platform`, if any. */
  const switchTo = (contentType: ContentType, platform: string) => {
    const next = setAside(kept, shown ? resultBrief : null, state);
    setKept(next);
    const back = keptFor(next, contentType, platform);
    if (back) {
      restore(back.state);
      setResultBrief(back.brief);
      return;
    }
    if (busy) stop();
    setResultBrief(null);
  };

  const choose = (name: SelectField, value: string) => {
    set(name, value as never);
    if (name === "platform") switchTo(form.contentType, value);
  };

  const chooseType = (contentType: ContentType) => {
    const platform = platformFor(kept, contentType);
    setForm((current) => ({ ...current, contentType, platform }));
    switchTo(contentType, platform);
  };

  const text = (
    name: TextField,
    label: string,
    options: { multiline?: boolean; hint?: string; placeholder?: string; type?: "url" } = {},
  ) => (
    <Field id={`gen-${name}`} label={label} error={errors[name]} hint={options.hint}>
      {(describedBy) => {
        const shared = {
          id: `gen-${name}`,
          name,
          value: form[name] as string,
          placeholder: options.placeholder,
          "aria-invalid": Boolean(errors[name]) || undefined,
          "aria-describedby": describedBy,
        };
        return options.multiline ? (
          <Textarea {...shared} rows={3} onChange={(e) => set(name, e.target.value)} />
        ) : (
          <Input {...shared} type={options.type} onChange={(e) => set(name, e.target.value)} />
        );
      }}
    </Field>
  );

  const select = (
    name: SelectField,
    label: string,
    options: readonly { value: string; label: string }[],
    empty?: string,
  ) => (
    <Field id={`gen-${name}`} label={label} error={errors[name]}>
      {(describedBy) => (
        <NativeSelect
          id={`gen-${name}`}
          name={name}
          value={form[name]}
          aria-invalid={Boolean(errors[name]) || undefined}
          aria-describedby={describedBy}
          onChange={(e) => choose(name, e.target.value)}
        >
          {empty !== undefined ? <option value="">{empty}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );

  const type = form.contentType;
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
      <form onSubmit={submit} noValidate className="grid content-start gap-5" aria-label="Brief">
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">What do you want to write?</legend>
          <div className="flex flex-wrap gap-2">
            {contentTypes
              .filter((option) => !offered || offered.includes(option.value))
              .map((option) => (
                <label
                  key={option.value}
                  className="cursor-pointer rounded-full border px-3 py-1.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50"
                >
                  <input
                    type="radio"
                    name="contentType"
                    value={option.value}
                    className="sr-only"
                    checked={type === option.value}
                    onChange={() => chooseType(option.value)}
                  />
                  {option.label}
                </label>
              ))}
          </div>
        </fieldset>

        <div className="flex gap-1 rounded-lg bg-muted p-1 text-sm" role="group" aria-label="Mode">
          {(["Basic", "Advanced"] as const).map((mode) => (
            <button
              key={mode}
              type="button"
              aria-pressed={advanced === (mode === "Advanced")}
              onClick={() => setAdvanced(mode === "Advanced")}
              className="flex-1 rounded-md px-3 py-1.5 aria-pressed:bg-background aria-pressed:font-medium aria-pressed:shadow-sm"
            >
              {mode}
            </button>
          ))}
        </div>

        {type === "ads" ? (
          <>
            {select("platform", "Ad format", platformsByType.ads)}
            {text("headline", "Product or offer", { placeholder: "Brewly smart grinder" })}
            {text("description", "What it does, and for whom", { multiline: true })}
            {form.platform === "google" ? (
              <>
                {text("finalUrl", "Final URL (optional)", {
                  type: "url",
                  placeholder: "https://brewly.com/grinder",
                  hint: "Where the ad leads; the preview and the Ads Editor file use it.",
                })}
                <div className="grid gap-4 sm:grid-cols-2">
                  {text("path1", "Display path 1 (optional)", {
                    placeholder: "grinder",
                    hint: `Shown after the domain, up to ${responsiveSearchAd.maxPathCharacters} characters.`,
                  })}
                  {text("path2", "Display path 2 (optional)", {
                    placeholder: "espresso",
                    hint: `Shown after path 1, up to ${responsiveSearchAd.maxPathCharacters} characters.`,
                  })}
                </div>
              </>
            ) : null}
          </>
        ) : null}
        {type === "social" ? (
          <>
            {select("platform", "Platform", platformsByType.social)}
            {form.platform === "custom" ? text("customPlatform", "Platform name", { placeholder: "Mastodon" }) : null}
            {text("topic", "Topic")}
            {text("content", "Key points or a draft (optional)", { multiline: true })}
            {form.platform === "x" ? (
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={form.thread}
                  onChange={(e) => set("thread", e.target.checked)}
                />
                Allow a thread when it does not fit one post
              </label>
            ) : null}
          </>
        ) : null}
        {type === "email" ? (
          <>
            {select("emailType", "Kind of email", emailTypes, "Choose…")}
            {text("subject", "Subject idea (optional)")}
            {text("body", "What the email should get across", { multiline: true })}
          </>
        ) : null}
        {type === "scripts" ? (
          <>
            {select("scriptType", "Kind of video", scriptTypes, "Choose…")}
            <Field id="gen-duration" label="Length" error={errors.duration}>
              {(describedBy) => (
                <NativeSelect
                  id="gen-duration"
                  value={form.duration ?? ""}
                  aria-describedby={describedBy}
                  aria-invalid={Boolean(errors.duration) || undefined}
                  onChange={(e) =>
                    set("duration", e.target.value ? (Number(e.target.value) as Form["duration"]) : null)
                  }
                >
                  <option value="">Choose…</option>
                  {durations.map((seconds) => (
                    <option key={seconds} value={seconds}>
                      {durationLabel(seconds)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            {text("topic", "Topic")}
            {text("title", "Working title (optional)")}
          </>
        ) : null}
        {type === "blog" ? (
          <>
            {select("platform", "Part to write", platformsByType.blog)}
            {text("title", "Article title")}
            {text("topic", "Main keyword or angle (optional)")}
            {text("outline", "Outline (optional)", { multiline: true, hint: "One section per line." })}
          </>
        ) : null}
        {type === "seo" ? (
          <>
            {text("title", "Page title")}
            {text("description", "What the page offers", { multiline: true })}
            {text("topic", "Keywords (optional)", { placeholder: "smart coffee grinder, espresso" })}
          </>
        ) : null}

        {advanced ? (
          <fieldset className="grid gap-4 rounded-lg border p-4">
            <legend className="px-1 text-sm font-medium">Audience and offer</legend>
            {select(
              "toneStyle",
              "Tone",
              tones.map((tone) => ({ value: tone, label: tone })),
              "Let Hookline choose",
            )}
            {text("demographics", "Demographics", { placeholder: "Home baristas aged 25–45" })}
            {text("psychographics", "Psychographics", { placeholder: "Values craft, hates waste" })}
            {text("challenges", "Challenges", { multiline: true })}
            {text("features", "Features", { multiline: true, hint: "Separate with commas or new lines." })}
            {text("benefits", "Benefits", { multiline: true })}
            {text("usps", "Unique selling points", { multiline: true })}
          </fieldset>
        ) : null}

        <div className="grid gap-4 sm:grid-cols-2">
          {select(
            "language",
            "Language of the copy",
            languages.map((language) => ({ value: language, label: language })),
          )}
          {select(
            "presetName",
            "Brand voice",
            presets.map((name) => ({ value: name, label: name })),
            presets.length > 0 ? "No brand voice" : "No brand voices yet",
          )}
        </div>

        <fieldset className="grid gap-2 text-sm">
          <legend className="mb-1 font-medium">Options</legend>
          {(
            [
              ["useEmojis", "Use emojis"],
              ["seoOptimized", "SEO optimization (keywords)"],
              ["abTesting", "A/B testing: two variants side by side"],
            ] as const
          ).map(([name, label]) => (
            <label key={name} className="flex items-center gap-2">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={form[name]}
                onChange={(e) => set(name, e.target.checked)}
              />
              {label}
            </label>
          ))}
        </fieldset>

        <div className="flex gap-2">
          <Button type="submit" disabled={busy} aria-busy={busy || undefined} className="flex-1">
            {busy ? "Writing…" : shown ? "Generate again" : "Generate"}
          </Button>
          {busy ? (
            <Button type="button" variant="outline" onClick={stop}>
              Stop
            </Button>
          ) : null}
        </div>
      </form>

      <GenerationOutput
        state={state}
        brief={resultBrief}
        busy={busy}
        revealKey={generations}
        onEdit={edit}
        onRegenerate={unavailable ?? (() => submit())}
        unavailable={unavailable}
        wordsToAvoid={resultBrief ? (wordsToAvoid?.[resultBrief.presetName] ?? "") : ""}
      />
    </div>
  );
}
