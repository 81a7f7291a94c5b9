"use client";

import { Loader2, RefreshCw, Save, Sparkles } from "lucide-react";
import { useState, type FormEvent } from "react";

import { CopyButton } from "@/components/ai-form/copy-button";
import { Field } from "@/components/ai-form/field";
import { ResultStatus } from "@/components/ai-form/result-status";
import { LanguageField, VoiceField } from "@/components/ai-form/shared-fields";
import { useAiRequest } from "@/components/ai-form/use-ai-request";
import { useSchemaForm } from "@/components/ai-form/use-schema-form";
import { saveToLibrary } from "@/components/library/save-to-library";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { writingRoutes } from "@/lib/api-client/routes/writing";
import { planning } from "@/lib/config/generation/requests";
import { hookPlatforms, hooksInputSchema, type HooksForm } from "@/lib/hooks/schema";
import type { HooksAnswer } from "@/lib/hooks/write";

type Form = Required<Omit<HooksForm, "regenerate">>;
type Result = Pick<HooksAnswer, "hooks" | "writer"> & { brief: Form };

const writeLabel = `Write ${planning.hooksPerRequest} hooks`;
const writingLabel = `Writing ${planning.hooksPerRequest} hooks…`;

/** Ten hooks for a topic; any one can be rewritten (one unit), copied, or the list saved to the library. */
export function HookGenerator({ presets, defaultPreset }: { presets: string[]; defaultPreset: string }) {
  const {
    values: form,
    errors,
    set,
    validate,
  } = useSchemaForm<Form>(
    { topic: "", audience: "", platform: "Any platform", language: "English", presetName: defaultPreset },
    hooksInputSchema,
    { idPrefix: "hooks" },
  );
  const [result, setResult] = useState<Result | null>(null);
  const request = useAiRequest(writingRoutes.hooks);
  const [notice, setNotice] = useState<string | null>(null);
  // Buttons stay focusable while a request runs (aria-disabled, not disabled), so keyboard focus is never lost.
  const busy = request.pending !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !validate()) return;
    const brief = { ...form };
    setNotice(null);
    const answer = await request.run("all", brief);
    if (answer) setResult({ hooks: answer.hooks, writer: answer.writer, brief });
  };

  const rewrite = async (index: number) => {
    if (!result || busy) return;
    const answer = await request.run(`hook-${index}`, { ...result.brief, regenerate: { index, hooks: result.hooks } });
    if (!answer) return;
    setResult({ ...result, hooks: answer.hooks, writer: answer.writer });
    setNotice(`Hook ${index + 1} rewritten.`);
  };

  const numbered = result?.hooks.map((hook, index) => `${index + 1}. ${hook}`).join("\n") ?? "";

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="grid content-start gap-4"
        aria-label="Hook brief"
      >
        <Field
          id="hooks-topic"
          label="Topic"
          error={errors.topic}
          hint="A few words: what the post, video or email is about."
        >
          {(describedBy) => (
            <Input
              id="hooks-topic"
              value={form.topic}
              placeholder="e.g. Cold email for B2B SaaS"
              aria-invalid={Boolean(errors.topic) || undefined}
              aria-describedby={describedBy}
              onChange={(e) => set("topic", e.target.value)}
            />
          )}
        </Field>
        <Field id="hooks-audience" label="Audience (optional)" error={errors.audience}>
          {(describedBy) => (
            <Input
              id="hooks-audience"
              value={form.audience}
              placeholder="e.g. first-time founders"
              aria-describedby={describedBy}
              onChange={(e) => set("audience", e.target.value)}
            />
          )}
        </Field>
        <Field id="hooks-platform" label="Where the hooks go">
          {() => (
            <NativeSelect
              id="hooks-platform"
              value={form.platform}
              onChange={(e) => set("platform", e.target.value as Form["platform"])}
            >
              {hookPlatforms.map((platform) => (
                <option key={platform}>{platform}</option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <LanguageField id="hooks-language" value={form.language} onChange={(value) => set("language", value)} />
        <VoiceField
          id="hooks-presetName"
          presets={presets}
          value={form.presetName}
          onChange={(value) => set("presetName", value)}
        />
        <Button type="submit" aria-disabled={busy || undefined}>
          {request.pending === "all" ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Sparkles aria-hidden="true" />
          )}
          {request.pending === "all" ? writingLabel : writeLabel}
        </Button>
        <p className="text-xs text-muted-foreground">Each list, and each rewritten hook, counts as one generation.</p>
      </form>

      <section aria-label="Hooks" aria-busy={request.pending !== null} className="grid content-start gap-4">
        <ResultStatus
          working={busy}
          workingText={
            request.pending === "all" ? writingLabel : `Rewriting hook ${Number(request.pending?.split("-")[1]) + 1}…`
          }
          doneText={result ? (notice ?? `${result.hooks.length} hooks for “${result.brief.topic}”.`) : null}
          writer={result?.writer ?? null}
          error={request.error}
          errorCode={request.errorCode}
          emptyText={`Give a topic and press ${writeLabel}.`}
        />
        {result ? (
          <>
            <ol className="grid gap-2" data-testid="hook-list">
              {result.hooks.map((hook, index) => (
                <li key={index} className="flex items-start gap-3 rounded-lg border bg-card p-3">
                  <span
                    className="w-6 shrink-0 pt-1 text-right text-sm font-semibold text-muted-foreground"
                    aria-hidden="true"
                  >
                    {index + 1}
                  </span>
                  <p className="min-w-0 flex-1 pt-1 text-sm leading-relaxed break-words" data-testid="hook">
                    {hook}
                  </p>
                  <div className="flex shrink-0 gap-1">
                    <CopyButton text={hook} label={`Copy hook ${index + 1}`} />
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      aria-label={`Rewrite hook ${index + 1}`}
                      aria-disabled={busy || undefined}
                      onClick={() => void rewrite(index)}
                    >
                      {request.pending === `hook-${index}` ? (
                        <Loader2 className="animate-spin" aria-hidden="true" />
                      ) : (
                        <RefreshCw aria-hidden="true" />
                      )}
                    </Button>
                  </div>
                </li>
              ))}
            </ol>
            <div className="flex flex-wrap gap-2">
              <CopyButton text={numbered}>Copy all</CopyButton>
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={() => void saveToLibrary(numbered, "hooks", { ...result.brief, writer: result.writer.label })}
              >
                <Save aria-hidden="true" />
                Save to library
              </Button>
            </div>
          </>
        ) : null}
      </section>
    </div>
  );
}
