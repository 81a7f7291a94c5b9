"use client";

import { Plus, Star } from "lucide-react";
import { useEffect, useRef, useState } from "react";

import { refusalOf } from "@/components/billing/upgrade-offer";
import { notify } from "@/components/feedback/notify";
import { taskCompletedByServer } from "@/components/progress/onboarding-status";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { ApiResult } from "@/lib/api-client/api-error";
import { call } from "@/lib/api-client/call";
import { presetRoutes } from "@/lib/api-client/routes/presets";
import { trial } from "@/lib/config/plans";
import { publishBrowserEvent } from "@/lib/events/browser";

import { emptyPreset, PresetForm, type PresetValues } from "./preset-form";

export type SavedPreset = PresetValues & { id: string };

type Props = { initialPresets: SavedPreset[]; limit: number; proLimit: number };

/** Creates a voice, or replaces one; the first saved voice completes an onboarding task. */
async function savePreset(id: string | null, values: PresetValues): Promise<ApiResult<unknown>> {
  if (id) return call(presetRoutes.update, values, { params: { id } });
  const created = await call(presetRoutes.create, values);
  if (created.ok) taskCompletedByServer(created.data.completedTask);
  return created;
}
type Editing = { id: string | null; values: PresetValues } | null;

/** Lists, creates, edits, deletes and picks the default brand voice, within the plan's limit. */
export function PresetsManager({ initialPresets, limit, proLimit }: Props) {
  const [presets, setPresets] = useState(initialPresets);
  const [editing, setEditing] = useState<Editing>(null);
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SavedPreset | null>(null);
  const atLimit = presets.length >= limit;
  const newButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  // When the form closes (saved, cancelled) the keyboard goes back to "New brand voice", once it is rendered again.
  const closeForm = () => {
    refocus.current = true;
    setEditing(null);
  };
  useEffect(() => {
    if (!refocus.current || editing) return;
    refocus.current = false;
    newButton.current?.focus();
  }, [editing]);

  const reload = async () => {
    const answer = await call(presetRoutes.list);
    if (answer.ok) setPresets(answer.data.presets);
  };

  const startNew = () => {
    if (limit === 0)
      return publishBrowserEvent(
        "upgrade-offered",
        `Choose a plan to save brand voices. Every plan starts with a ${trial.days}-day free trial.`,
      );
    if (atLimit)
      return publishBrowserEvent(
        "upgrade-offered",
        `Your plan includes ${limit} brand voices, and you have ${presets.length}. Delete one or upgrade to Pro for ${proLimit}.`,
      );
    setFormError(null);
    setEditing({ id: null, values: { ...emptyPreset, isDefault: presets.length === 0 } });
  };

  const save = async (values: PresetValues) => {
    if (!editing) return;
    setSaving(true);
    const result = await savePreset(editing.id, values);
    setSaving(false);
    // A 402 or a missing plan also opens the upgrade dialog.
    if (!result.ok) return setFormError(refusalOf(result.error).message);
    closeForm();
    await reload();
    void notify("success", {
      title: "Saved",
      description: `“${values.name.trim()}” is ready to pick in the generator.`,
    });
  };

  const makeDefault = async (preset: SavedPreset) => {
    const result = await call(presetRoutes.makeDefault, undefined, { params: { id: preset.id } });
    if (!result.ok) return void notify("error", { title: "Not changed", description: refusalOf(result.error).message });
    await reload();
  };

  const remove = async (preset: SavedPreset) => {
    const result = await call(presetRoutes.remove, undefined, { params: { id: preset.id } });
    setDeleting(null);
    // Already gone (deleted in another tab) counts as deleted.
    if (!result.ok && result.error.status !== 404)
      return void notify("error", { title: "Not deleted", description: refusalOf(result.error).message });
    await reload();
    void notify("success", { title: "Deleted", description: `“${preset.name}” is gone.` });
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" data-testid="preset-count">
          {limit === 0 ? (
            <>
              Brand voices come with every plan.{" "}
              <Button type="button" variant="link" className="h-auto p-0" onClick={startNew}>
                See plans
              </Button>
            </>
          ) : (
            `${presets.length} of ${limit} brand voices used.`
          )}
        </p>
        {editing?.id === null ? null : (
          <Button ref={newButton} type="button" onClick={startNew}>
            <Plus aria-hidden="true" />
            New brand voice
          </Button>
        )}
      </div>

      {editing?.id === null ? (
        <PresetForm
          initial={editing.values}
          saving={saving}
          error={formError}
          onSave={(values) => void save(values)}
          onCancel={closeForm}
        />
      ) : null}

      {presets.length === 0 && !editing ? (
        <div className="grid place-items-center gap-2 rounded-xl border border-dashed p-10 text-center">
          <p className="font-medium">No brand voices yet</p>
          <p className="max-w-md text-sm text-muted-foreground">
            Save how your brand sounds once (tone, audience, words to avoid, or paste samples and let Hookline learn it)
            and every generation can use it.
          </p>
        </div>
      ) : null}

      <ul className="grid gap-3" aria-label="Brand voices">
        {presets.map((preset) =>
          editing?.id === preset.id ? (
            <li key={preset.id}>
              <PresetForm
                initial={editing.values}
                saving={saving}
                error={formError}
                onSave={(values) => void save(values)}
                onCancel={closeForm}
              />
            </li>
          ) : (
            <li key={preset.id} className="grid gap-2 rounded-xl border bg-card p-4" data-testid="preset">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="font-semibold">{preset.name}</h2>
                {preset.isDefault ? (
                  <span className="inline-flex items-center gap-1 rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">
                    <Star className="size-3" aria-hidden="true" />
                    Default
                  </span>
                ) : null}
                {preset.tone ? <span className="text-sm text-muted-foreground">{preset.tone}</span> : null}
              </div>
              {preset.description ? (
                <p className="line-clamp-3 text-sm text-muted-foreground">{preset.description}</p>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  aria-label={`Edit ${preset.name}`}
                  onClick={() => (setFormError(null), setEditing({ id: preset.id, values: preset }))}
                >
                  Edit
                </Button>
                {preset.isDefault ? null : (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    aria-label={`Make ${preset.name} the default`}
                    onClick={() => void makeDefault(preset)}
                  >
                    Make default
                  </Button>
                )}
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  aria-label={`Delete ${preset.name}`}
                  onClick={() => setDeleting(preset)}
                >
                  Delete
                </Button>
              </div>
            </li>
          ),
        )}
      </ul>

      <Dialog open={deleting !== null} onOpenChange={(open) => (open ? undefined : setDeleting(null))}>
        <DialogContent
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            newButton.current?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>Delete “{deleting?.name}”?</DialogTitle>
            <DialogDescription>
              Copy you already saved keeps its wording; new generations can no longer use this voice.
            </DialogDescription>
          </DialogHeader>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Keep it
              </Button>
            </DialogClose>
            <Button type="button" variant="destructive" onClick={() => deleting && void remove(deleting)}>
              Delete voice
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
