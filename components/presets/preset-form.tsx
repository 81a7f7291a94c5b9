"use client";

import { Loader2, Wand2 } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";

import { Field } from "@/components/ai-form/field";
import { useAiRequest } from "@/components/ai-form/use-ai-request";
import { useSchemaForm } from "@/components/ai-form/use-schema-form";
import { WriterBadge } from "@/components/ai-form/writer-badge";
import { notify } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { Writer } from "@/lib/ai/types";
import { presetRoutes } from "@/lib/api-client/routes/presets";
import { learnVoiceSchema, presetInputSchema } from "@/lib/presets/schema";

export type PresetValues = {
  name: string;
  tone: string;
  audience: string;
  styleNotes: string;
  wordsToAvoid: string;
  samples: string;
  description: string;
  isDefault: boolean;
};
type TextKey = Exclude<keyof PresetValues, "isDefault">;

export const emptyPreset: PresetValues = {
  name: "",
  tone: "",
  audience: "",
  styleNotes: "",
  wordsToAvoid: "",
  samples: "",
  description: "",
  isDefault: false,
};

type Props = {
  initial: PresetValues;
  saving: boolean;
  error: string | null;
  onSave: (values: PresetValues) => void;
  onCancel: () => void;
};

/** Creates or edits one brand voice; "Learn from samples" drafts the description from pasted writing (not billed). */
export function PresetForm({ initial, saving, error, onSave, onCancel }: Props) {
  const { values, setValues, errors, set, showError, validate } = useSchemaForm<PresetValues>(
    initial,
    presetInputSchema,
    { idPrefix: "preset" },
  );
  const learn = useAiRequest(presetRoutes.learn, { billed: false });
  const [learnedBy, setLearnedBy] = useState<Writer | null>(null);

  // Opening the form takes the keyboard to its first field.
  useEffect(() => document.getElementById("preset-name")?.focus(), []);

  const learnFromSamples = async () => {
    const parsed = learnVoiceSchema.safeParse({ samples: values.samples });
    if (!parsed.success) return showError("samples", parsed.error.issues[0]?.message);
    const answer = await learn.run("learn", parsed.data);
    if (!answer) return;
    setValues((current) => ({
      ...current,
      description: answer.voice.description,
      tone: current.tone || answer.voice.tone,
      styleNotes: current.styleNotes || answer.voice.styleNotes,
    }));
    setLearnedBy(answer.writer);
    void notify("success", {
      title: "Voice drafted",
      description: "The description is filled in from your samples. Edit it as you like, then save.",
    });
    document.getElementById("preset-description")?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (validate()) onSave(values);
  };

  const text = (key: TextKey, label: string, options: { rows?: number; hint?: string; placeholder?: string } = {}) => (
    <Field id={`preset-${key}`} label={label} error={errors[key]} hint={options.hint}>
      {(describedBy) => {
        const shared = {
          id: `preset-${key}`,
          value: values[key],
          placeholder: options.placeholder,
          "aria-invalid": Boolean(errors[key]) || undefined,
          "aria-describedby": describedBy,
        };
        return options.rows ? (
          <Textarea {...shared} rows={options.rows} onChange={(e) => set(key, e.target.value)} />
        ) : (
          <Input {...shared} onChange={(e) => set(key, e.target.value)} />
        );
      }}
    </Field>
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-xl border bg-card p-5"
      aria-label={initial.name ? `Edit ${initial.name}` : "New brand voice"}
    >
      <div className="grid gap-4 md:grid-cols-2">
        {text("name", "Name", { placeholder: "e.g. Friendly expert" })}
        {text("tone", "Tone", { placeholder: "e.g. warm, confident, plain-spoken" })}
      </div>
      {text("audience", "Audience", { placeholder: "Who the brand speaks to" })}
      <div className="grid gap-2">
        {text("samples", "Writing samples", {
          rows: 5,
          hint: "Paste a few posts, emails or pages you wrote. Learn from samples drafts the voice from them, at no cost.",
        })}
        <div className="flex flex-wrap items-center gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => void learnFromSamples()}
            disabled={learn.pending !== null}
          >
            {learn.pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Wand2 aria-hidden="true" />}
            {learn.pending ? "Learning…" : "Learn from samples"}
          </Button>
          {learn.error ? (
            <p role="alert" className="text-sm text-destructive">
              {learn.error}
            </p>
          ) : null}
        </div>
      </div>
      <div className="grid gap-2">
        {text("description", "Voice description", {
          rows: 4,
          hint: "How the voice sounds, in a few sentences. Every generation with this voice follows it.",
        })}
        {learnedBy ? (
          <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            Drafted from your samples by <WriterBadge label={learnedBy.label} offline={learnedBy.id === "offline"} />
          </div>
        ) : null}
      </div>
      {text("styleNotes", "Style notes", { rows: 3, placeholder: "e.g. Short paragraphs. One idea per sentence." })}
      {text("wordsToAvoid", "Words to avoid", { placeholder: "e.g. synergy, leverage, game-changer" })}
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={values.isDefault}
          onChange={(e) => set("isDefault", e.target.checked)}
        />
        Use this voice by default
      </label>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {saving ? "Saving…" : "Save voice"}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
