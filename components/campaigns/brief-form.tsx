"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { z } from "zod";

import { Field } from "@/components/ai-form/field";
import { RefusalAlert } from "@/components/ai-form/refusal-alert";
import { useSchemaForm } from "@/components/ai-form/use-schema-form";
import { refusalOf, type Refusal } from "@/components/billing/upgrade-offer";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { call } from "@/lib/api-client/call";
import { fieldRefusal } from "@/lib/api-client/field-refusal";
import { campaignRoutes } from "@/lib/api-client/routes/campaigns";
import { campaignBriefSchema, type CampaignBriefForm } from "@/lib/campaigns/schema";
import {
  campaignChannelIds,
  campaignChannels,
  campaignGoals,
  campaignLimits as limits,
  type CampaignChannel,
} from "@/lib/config/campaigns";

import { ListField } from "./list-field";

/** The form's values: a goal and a brand voice may still be unchosen (""). */
type BriefValues = Omit<CampaignBriefForm, "goal" | "brandVoiceId"> & { goal: string; brandVoiceId: string };

const toBrief = ({ brandVoiceId, ...values }: BriefValues) => ({
  ...values,
  ...(brandVoiceId === "" ? {} : { brandVoiceId }),
});

/** The brief's own schema, read from the form's values. */
const formSchema = z.preprocess((values) => toBrief(values as BriefValues), campaignBriefSchema);

const fields = [
  "name",
  "goal",
  "offer",
  "audience",
  "keyMessages",
  "proofPoints",
  "callToAction",
  "landingUrl",
  "brandVoiceId",
  "bannedTerms",
  "disclosure",
  "channels",
  "startDate",
  "weeks",
] as const;

const prefix = "campaign";
const idOf = (field: (typeof fields)[number]) => `${prefix}-${field}`;

const initial = (startDate: string): BriefValues => ({
  name: "",
  goal: "",
  offer: "",
  audience: "",
  keyMessages: [""],
  proofPoints: [],
  callToAction: "",
  landingUrl: "https://",
  brandVoiceId: "",
  bannedTerms: [],
  disclosure: "",
  channels: [],
  startDate,
  weeks: 2,
});

export type VoiceOption = { id: string; name: string; isDefault: boolean };

/** The campaign brief: every field checked with the brief's schema before it is sent, the server's errors at their field. */
export function BriefForm({ voices, startDate }: { voices: VoiceOption[]; startDate: string }) {
  const router = useRouter();
  const form = useSchemaForm<BriefValues>(
    () => ({ ...initial(startDate), brandVoiceId: voices.find((voice) => voice.isDefault)?.id ?? "" }),
    formSchema,
    { idPrefix: prefix, focusIdOf: { channels: `${prefix}-channel-${campaignChannelIds[0]}` } },
  );
  const { values, errors, set } = form;
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    if (!form.validate()) return;
    setPending(true);
    const answer = await call(campaignRoutes.open, campaignBriefSchema.parse(toBrief(values)));
    if (answer.ok) {
      router.push(`/campaigns/${answer.data.id}`);
      return;
    }
    setPending(false);
    const atField = fieldRefusal(answer.error, fields);
    if (atField) form.showError(atField.field, atField.message);
    else setRefusal(refusalOf(answer.error));
  };

  const toggleChannel = (channel: CampaignChannel, checked: boolean) =>
    set(
      "channels",
      checked
        ? campaignChannelIds.filter((id) => id === channel || values.channels.includes(id))
        : values.channels.filter((id) => id !== channel),
    );

  const text = (field: "name" | "callToAction" | "landingUrl", label: string, max: number, hint?: string) => (
    <Field id={idOf(field)} label={label} error={errors[field]} hint={hint}>
      {(describedBy) => (
        <Input
          id={idOf(field)}
          value={values[field]}
          maxLength={max}
          aria-describedby={describedBy}
          aria-invalid={errors[field] ? true : undefined}
          onChange={(event) => set(field, event.target.value)}
        />
      )}
    </Field>
  );

  const area = (field: "offer" | "audience" | "disclosure", label: string, max: number, hint?: string) => (
    <Field id={idOf(field)} label={label} error={errors[field]} hint={hint}>
      {(describedBy) => (
        <Textarea
          id={idOf(field)}
          value={values[field] ?? ""}
          maxLength={max}
          rows={2}
          aria-describedby={describedBy}
          aria-invalid={errors[field] ? true : undefined}
          onChange={(event) => set(field, event.target.value)}
        />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-6" aria-label="Campaign brief">
      {text("name", "Campaign name", limits.nameMaxCharacters)}
      <Field id={idOf("goal")} label="Goal" error={errors.goal}>
        {(describedBy) => (
          <NativeSelect
            id={idOf("goal")}
            value={values.goal}
            aria-describedby={describedBy}
            aria-invalid={errors.goal ? true : undefined}
            onChange={(event) => set("goal", event.target.value)}
          >
            <option value="">Choose a goal</option>
            {campaignGoals.map((goal) => (
              <option key={goal.value} value={goal.value}>
                {goal.label}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      {area("offer", "Offer", limits.offerMaxCharacters, "What the reader gets, e.g. half off the first month.")}
      {area("audience", "Audience", limits.audienceMaxCharacters)}
      <ListField
        id={idOf("keyMessages")}
        legend="Key messages"
        noun="key message"
        items={values.keyMessages}
        min={limits.keyMessages.min}
        max={limits.keyMessages.max}
        maxLength={limits.keyMessages.maxCharacters}
        hint={`${limits.keyMessages.min} to ${limits.keyMessages.max}; every asset carries at least one.`}
        error={errors.keyMessages}
        onChange={(items) => set("keyMessages", items)}
      />
      <ListField
        id={idOf("proofPoints")}
        legend="Proof points"
        noun="proof point"
        items={values.proofPoints ?? []}
        max={limits.proofPoints.max}
        maxLength={limits.proofPoints.maxCharacters}
        hint={`Up to ${limits.proofPoints.max}: numbers, customers, awards.`}
        error={errors.proofPoints}
        onChange={(items) => set("proofPoints", items)}
      />
      {text("callToAction", "Call to action", limits.callToActionMaxCharacters)}
      {text("landingUrl", "Landing page", limits.landingUrlMaxCharacters, "Each asset's link is tagged for analytics.")}
      <Field id={idOf("brandVoiceId")} label="Brand voice" error={errors.brandVoiceId}>
        {(describedBy) => (
          <NativeSelect
            id={idOf("brandVoiceId")}
            value={values.brandVoiceId}
            aria-describedby={describedBy}
            onChange={(event) => set("brandVoiceId", event.target.value)}
          >
            <option value="">No brand voice</option>
            {voices.map((voice) => (
              <option key={voice.id} value={voice.id}>
                {voice.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <ListField
        id={idOf("bannedTerms")}
        legend="Banned terms"
        noun="banned term"
        items={values.bannedTerms ?? []}
        max={limits.bannedTerms.max}
        maxLength={limits.bannedTerms.maxCharacters}
        hint="Words no asset may use."
        error={errors.bannedTerms}
        onChange={(items) => set("bannedTerms", items)}
      />
      {area(
        "disclosure",
        "Disclosure",
        limits.disclosureMaxCharacters,
        "Wording every paid ad carries as written; leave empty when none is needed.",
      )}
      <fieldset className="grid gap-2" aria-describedby={errors.channels ? `${idOf("channels")}-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">Channels</legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {campaignChannelIds.map((channel) => (
            <label key={channel} className="flex min-h-11 items-center gap-3 rounded-md px-2 hover:bg-muted">
              <input
                id={`${prefix}-channel-${channel}`}
                type="checkbox"
                className="size-4"
                checked={values.channels.includes(channel)}
                onChange={(event) => toggleChannel(channel, event.target.checked)}
              />
              <span className="text-sm">
                {campaignChannels[channel].label}
                {campaignChannels[channel].paidAd ? <span className="text-muted-foreground"> · paid ad</span> : null}
              </span>
            </label>
          ))}
        </div>
        {errors.channels ? (
          <p id={`${idOf("channels")}-error`} className="text-sm text-destructive">
            {errors.channels}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={idOf("startDate")} label="Start date" error={errors.startDate}>
          {(describedBy) => (
            <Input
              id={idOf("startDate")}
              type="date"
              value={values.startDate}
              aria-describedby={describedBy}
              aria-invalid={errors.startDate ? true : undefined}
              onChange={(event) => set("startDate", event.target.value)}
            />
          )}
        </Field>
        <Field id={idOf("weeks")} label="Weeks" error={errors.weeks}>
          {(describedBy) => (
            <NativeSelect
              id={idOf("weeks")}
              value={String(values.weeks)}
              aria-describedby={describedBy}
              onChange={(event) => set("weeks", Number(event.target.value))}
            >
              {Array.from({ length: limits.weeks.max - limits.weeks.min + 1 }, (_, i) => limits.weeks.min + i).map(
                (weeks) => (
                  <option key={weeks} value={weeks}>
                    {`${weeks} week${weeks === 1 ? "" : "s"}`}
                  </option>
                ),
              )}
            </NativeSelect>
          )}
        </Field>
      </div>
      {refusal ? <RefusalAlert message={refusal.message} code={refusal.code} /> : null}
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? "Drafting the message house…" : "Draft the message house"}
        </Button>
      </div>
    </form>
  );
}
