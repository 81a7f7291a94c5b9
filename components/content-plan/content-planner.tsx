"use client";

import { CalendarDays, Loader2, RefreshCw, Save } from "lucide-react";
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
import { planAsText } from "@/lib/content-plan/as-text";
import {
  contentPlanInputSchema,
  planPlatforms,
  type ContentPlanForm,
  type PlanPlatform,
} from "@/lib/content-plan/schema";
import type { ContentPlanAnswer } from "@/lib/content-plan/write";

type Form = Required<Omit<ContentPlanForm, "regenerate">> & { platforms: PlanPlatform[] };

const planLabel = `Plan ${planning.planWeeks} weeks`;
const planningLabel = `Planning ${planning.planWeeks} weeks…`;
type Result = Pick<ContentPlanAnswer, "plan" | "writer"> & { brief: Form };

const postsPerWeekChoices = Array.from(
  { length: planning.postsPerWeek.max - planning.postsPerWeek.min + 1 },
  (_, i) => planning.postsPerWeek.min + i,
);

/** A 4-week content plan for a topic and audience; any single post can be rewritten (one unit). */
export function ContentPlanner({ presets, defaultPreset }: { presets: string[]; defaultPreset: string }) {
  const {
    values: form,
    errors,
    set,
    validate,
  } = useSchemaForm<Form>(
    {
      topic: "",
      audience: "",
      platforms: ["LinkedIn", "Instagram"],
      postsPerWeek: planning.postsPerWeek.default,
      language: "English",
      presetName: defaultPreset,
    },
    contentPlanInputSchema,
    { idPrefix: "plan", focusIdOf: { platforms: "plan-platform-0" } },
  );
  const [result, setResult] = useState<Result | null>(null);
  const request = useAiRequest(writingRoutes.contentPlan);
  const [notice, setNotice] = useState<string | null>(null);
  // Buttons stay focusable while a request runs (aria-disabled, not disabled), so keyboard focus is never lost.
  const busy = request.pending !== null;

  const togglePlatform = (platform: PlanPlatform, on: boolean) =>
    set(
      "platforms",
      on
        ? planPlatforms.filter((item) => item === platform || form.platforms.includes(item))
        : form.platforms.filter((item) => item !== platform),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !validate()) return;
    const brief = { ...form };
    setNotice(null);
    const answer = await request.run("all", brief);
    if (answer) setResult({ plan: answer.plan, writer: answer.writer, brief });
  };

  const rewrite = async (week: number, post: number) => {
    if (!result || busy) return;
    const answer = await request.run(`post-${week}-${post}`, {
      ...result.brief,
      regenerate: { week, post, plan: result.plan },
    });
    if (!answer) return;
    setResult({ ...result, plan: answer.plan, writer: answer.writer });
    setNotice(`Week ${week + 1}, post ${post + 1} rewritten.`);
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="grid content-start gap-4"
        aria-label="Content plan brief"
      >
        <Field id="plan-topic" label="Topic" error={errors.topic} hint="What the month of posts is about.">
          {(describedBy) => (
            <Input
              id="plan-topic"
              value={form.topic}
              placeholder="e.g. Meal prep for busy parents"
              aria-invalid={Boolean(errors.topic) || undefined}
              aria-describedby={describedBy}
              onChange={(e) => set("topic", e.target.value)}
            />
          )}
        </Field>
        <Field id="plan-audience" label="Audience (optional)" error={errors.audience}>
          {(describedBy) => (
            <Input
              id="plan-audience"
              value={form.audience}
              placeholder="e.g. working parents of toddlers"
              aria-describedby={describedBy}
              onChange={(e) => set("audience", e.target.value)}
            />
          )}
        </Field>
        <fieldset className="grid gap-2" aria-describedby={errors.platforms ? "plan-platforms-error" : undefined}>
          <legend className="mb-1 text-sm font-medium">Platforms</legend>
          <div className="grid grid-cols-2 gap-x-4 gap-y-1.5">
            {planPlatforms.map((platform, index) => (
              <label key={platform} className="flex items-center gap-2 text-sm">
                <input
                  id={`plan-platform-${index}`}
                  type="checkbox"
                  aria-invalid={Boolean(errors.platforms) || undefined}
                  aria-describedby={errors.platforms ? "plan-platforms-error" : undefined}
                  className="size-4 accent-primary"
                  checked={form.platforms.includes(platform)}
                  onChange={(e) => togglePlatform(platform, e.target.checked)}
                />
                {platform}
              </label>
            ))}
          </div>
          {errors.platforms ? (
            <p id="plan-platforms-error" className="text-sm text-destructive">
              {errors.platforms}
            </p>
          ) : null}
        </fieldset>
        <div className="grid grid-cols-2 gap-3">
          <Field id="plan-postsPerWeek" label="Posts a week">
            {() => (
              <NativeSelect
                id="plan-postsPerWeek"
                value={form.postsPerWeek}
                onChange={(e) => set("postsPerWeek", Number(e.target.value))}
              >
                {postsPerWeekChoices.map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <LanguageField id="plan-language" value={form.language} onChange={(value) => set("language", value)} />
        </div>
        <VoiceField
          id="plan-presetName"
          presets={presets}
          value={form.presetName}
          onChange={(value) => set("presetName", value)}
        />
        <Button type="submit" aria-disabled={busy || undefined}>
          {request.pending === "all" ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <CalendarDays aria-hidden="true" />
          )}
          {request.pending === "all" ? planningLabel : planLabel}
        </Button>
        <p className="text-xs text-muted-foreground">A plan, and each rewritten post, counts as one generation.</p>
      </form>

      <section aria-label="Content plan" aria-busy={request.pending !== null} className="grid content-start gap-4">
        <ResultStatus
          working={busy}
          workingText={
            request.pending === "all" ? `${planningLabel} this takes up to a minute.` : "Rewriting one post…"
          }
          doneText={result ? (notice ?? `A ${planning.planWeeks}-week plan for “${result.brief.topic}”.`) : null}
          writer={result?.writer ?? null}
          error={request.error}
          errorCode={request.errorCode}
          emptyText={`Give a topic, pick platforms and press ${planLabel}.`}
        />
        {result ? (
          <>
            {result.plan.weeks.map((week, weekIndex) => (
              <section
                key={weekIndex}
                aria-labelledby={`plan-week-${weekIndex}`}
                className="grid gap-2"
                data-testid="plan-week"
              >
                <h3 id={`plan-week-${weekIndex}`} className="font-semibold">
                  Week {weekIndex + 1}: {week.theme}
                </h3>
                <ol className="grid gap-2 md:grid-cols-2">
                  {week.posts.map((post, postIndex) => (
                    <li
                      key={postIndex}
                      className="grid content-start gap-1.5 rounded-lg border bg-card p-3 text-sm"
                      data-testid="plan-post"
                    >
                      <div className="flex items-center justify-between gap-2">
                        <span className="font-medium">
                          {post.platform} · <span className="text-muted-foreground">{post.format}</span>
                        </span>
                        <Button
                          type="button"
                          size="sm"
                          variant="ghost"
                          aria-label={`Rewrite week ${weekIndex + 1}, post ${postIndex + 1}`}
                          aria-disabled={busy || undefined}
                          onClick={() => void rewrite(weekIndex, postIndex)}
                        >
                          {request.pending === `post-${weekIndex}-${postIndex}` ? (
                            <Loader2 className="animate-spin" aria-hidden="true" />
                          ) : (
                            <RefreshCw aria-hidden="true" />
                          )}
                        </Button>
                      </div>
                      <p>{post.angle}</p>
                      <p className="text-muted-foreground">
                        <span className="font-medium text-foreground">Hook:</span> {post.hook}
                      </p>
                    </li>
                  ))}
                </ol>
              </section>
            ))}
            <div className="flex flex-wrap gap-2">
              <CopyButton text={planAsText(result.plan)}>Copy plan</CopyButton>
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={() =>
                  void saveToLibrary(planAsText(result.plan), "plan", { ...result.brief, writer: result.writer.label })
                }
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
