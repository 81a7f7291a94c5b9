"use client";

import { useState } from "react";

import { Field } from "@/components/ai-form/field";
import { RefusalAlert } from "@/components/ai-form/refusal-alert";
import { refusalOf, type Refusal } from "@/components/billing/upgrade-offer";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { call } from "@/lib/api-client/call";
import { campaignRoutes } from "@/lib/api-client/routes/campaigns";
import type { CampaignAnswer } from "@/lib/campaigns/answer";
import { postsPerWeekOf } from "@/lib/campaigns/calendar";
import { costSentence, fanOutCost } from "@/lib/campaigns/cost";
import { messageHouseSchema, type Cadence, type MessageHouse } from "@/lib/campaigns/schema";
import { campaignChannels, campaignLimits as limits, type CampaignChannel } from "@/lib/config/campaigns";

import { pathErrors } from "./path-errors";

type Props = { campaign: CampaignAnswer; onChange: (campaign: CampaignAnswer) => void };

const emptyHouse = (): MessageHouse => ({
  coreMessage: "",
  pillars: Array.from({ length: limits.pillars }, (_, index) => ({
    title: `Pillar ${index + 1}`,
    keyMessages: [],
    proofPoints: [],
  })),
});

const toggled = (positions: number[], position: number, on: boolean) =>
  on ? [...positions, position].sort((a, b) => a - b) : positions.filter((item) => item !== position);

const { min: fewestPosts, max: mostPosts } = limits.postsPerWeek;
const postsMessage = `Choose ${fewestPosts} to ${mostPosts} posts a week.`;

/**
 * The drafted message house to edit before anything is written: the core message, each pillar's title and the key
 * messages and proof points it carries, and how often each organic channel posts, with what accepting will cost.
 */
export function HouseEditor({ campaign, onChange }: Props) {
  const { brief } = campaign;
  const [house, setHouse] = useState<MessageHouse>(campaign.messageHouse ?? emptyHouse);
  const organic = brief.channels.filter((channel) => campaignChannels[channel].organic);
  const [posts, setPosts] = useState<Partial<Record<CampaignChannel, string>>>(() =>
    Object.fromEntries(organic.map((channel) => [channel, String(postsPerWeekOf(channel, campaign.cadence))])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<"save" | "accept" | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [saved, setSaved] = useState(false);

  const postsOf = (channel: CampaignChannel): number | null => {
    const value = Number(posts[channel]);
    return posts[channel]?.trim() !== "" && Number.isInteger(value) && value >= fewestPosts && value <= mostPosts
      ? value
      : null;
  };
  const cadence: Cadence = Object.fromEntries(
    organic.flatMap((channel) => {
      const value = postsOf(channel);
      return value === null || value === campaignChannels[channel].postsPerWeek ? [] : [[channel, value]];
    }),
  );
  const cadenceValid = organic.every((channel) => postsOf(channel) !== null);
  const cost = fanOutCost(brief, cadence);

  const edit = (next: MessageHouse) => {
    setHouse(next);
    setErrors({});
    setSaved(false);
  };
  const editPillar = (index: number, change: Partial<MessageHouse["pillars"][number]>) =>
    edit({ ...house, pillars: house.pillars.map((pillar, i) => (i === index ? { ...pillar, ...change } : pillar)) });

  /** Checks the house and the cadence; on trouble shows every error and focuses the first. */
  const check = (): boolean => {
    const parsed = messageHouseSchema.safeParse(house);
    const found: Record<string, string> = parsed.success ? {} : pathErrors(parsed.error);
    for (const channel of organic) if (postsOf(channel) === null) found[`cadence.${channel}`] = postsMessage;
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first !== undefined) document.getElementById(controlIdOf(first))?.focus();
    return first === undefined;
  };

  const save = async (): Promise<CampaignAnswer | null> => {
    const answer = await call(
      campaignRoutes.saveHouse,
      { messageHouse: house, cadence },
      { params: { id: campaign.id } },
    );
    if (answer.ok) return answer.data;
    setRefusal(refusalOf(answer.error));
    return null;
  };

  const saveDraft = async () => {
    setRefusal(null);
    if (!check()) return;
    setPending("save");
    const answer = await save();
    setPending(null);
    if (answer) {
      setSaved(true);
      onChange(answer);
    }
  };

  const accept = async () => {
    setRefusal(null);
    if (!check()) return;
    setPending("accept");
    const answer = (await save()) && (await call(campaignRoutes.approve, undefined, { params: { id: campaign.id } }));
    setPending(null);
    if (!answer) return;
    if (answer.ok) onChange(answer.data);
    else setRefusal(refusalOf(answer.error));
  };

  return (
    <form
      noValidate
      aria-labelledby="house-heading"
      className="grid gap-8"
      onSubmit={(event) => {
        event.preventDefault();
        void accept();
      }}
    >
      <h2 id="house-heading" className="text-xl font-semibold">
        Message house
      </h2>
      <Field id="house-coreMessage" label="Core message" error={errors.coreMessage}>
        {(describedBy) => (
          <Textarea
            id="house-coreMessage"
            rows={2}
            value={house.coreMessage}
            maxLength={limits.coreMessageMaxCharacters}
            aria-describedby={describedBy}
            aria-invalid={errors.coreMessage ? true : undefined}
            onChange={(event) => edit({ ...house, coreMessage: event.target.value })}
          />
        )}
      </Field>
      {errors.pillars ? <p className="text-sm text-destructive">{errors.pillars}</p> : null}
      <div className="grid gap-4 lg:grid-cols-3">
        {house.pillars.map((pillar, index) => (
          <fieldset key={index} className="grid content-start gap-4 rounded-lg border p-4">
            <legend className="px-1 text-sm font-semibold">{`Pillar ${index + 1}`}</legend>
            <Field id={`house-pillars-${index}-title`} label="Title" error={errors[`pillars.${index}.title`]}>
              {(describedBy) => (
                <Input
                  id={`house-pillars-${index}-title`}
                  value={pillar.title}
                  maxLength={limits.pillarTitleMaxCharacters}
                  aria-describedby={describedBy}
                  aria-invalid={errors[`pillars.${index}.title`] ? true : undefined}
                  onChange={(event) => editPillar(index, { title: event.target.value })}
                />
              )}
            </Field>
            <Checklist
              id={`house-pillars-${index}-keyMessages`}
              legend="Key messages"
              items={brief.keyMessages}
              chosen={pillar.keyMessages}
              error={errors[`pillars.${index}.keyMessages`]}
              onToggle={(position, on) => editPillar(index, { keyMessages: toggled(pillar.keyMessages, position, on) })}
            />
            {brief.proofPoints.length > 0 ? (
              <Checklist
                id={`house-pillars-${index}-proofPoints`}
                legend="Proof points"
                items={brief.proofPoints}
                chosen={pillar.proofPoints}
                error={errors[`pillars.${index}.proofPoints`]}
                onToggle={(position, on) =>
                  editPillar(index, { proofPoints: toggled(pillar.proofPoints, position, on) })
                }
              />
            ) : null}
          </fieldset>
        ))}
      </div>
      {organic.length > 0 ? (
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-base font-semibold">Posts a week</legend>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {organic.map((channel) => (
              <Field
                key={channel}
                id={`house-cadence-${channel}`}
                label={campaignChannels[channel].label}
                error={errors[`cadence.${channel}`]}
              >
                {(describedBy) => (
                  <Input
                    id={`house-cadence-${channel}`}
                    type="number"
                    inputMode="numeric"
                    min={fewestPosts}
                    max={mostPosts}
                    value={posts[channel] ?? ""}
                    aria-describedby={describedBy}
                    aria-invalid={errors[`cadence.${channel}`] ? true : undefined}
                    onChange={(event) => {
                      setPosts((current) => ({ ...current, [channel]: event.target.value }));
                      setErrors({});
                      setSaved(false);
                    }}
                  />
                )}
              </Field>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="grid gap-3 rounded-lg border bg-muted/40 p-4">
        <p className="text-sm" aria-live="polite" data-testid="fan-out-cost">
          {cadenceValid ? (
            <>
              <span className="font-semibold">{costSentence(cost)}</span>
              {` · one unit per asset, over ${brief.weeks} week${brief.weeks === 1 ? "" : "s"}`}
            </>
          ) : (
            postsMessage
          )}
        </p>
        {refusal ? <RefusalAlert message={refusal.message} code={refusal.code} /> : null}
        {saved ? (
          <p role="status" className="text-sm text-muted-foreground">
            The message house is saved.
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={pending !== null || !cadenceValid}>
            {pending === "accept"
              ? "Starting…"
              : `Accept and write ${cost.assets} asset${cost.assets === 1 ? "" : "s"}`}
          </Button>
          <Button type="button" variant="outline" disabled={pending !== null} onClick={() => void saveDraft()}>
            {pending === "save" ? "Saving…" : "Save the message house"}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** The control an error's path belongs to: a pillar's list focuses its first checkbox. */
function controlIdOf(path: string): string {
  const [first, index, field] = path.split(".");
  if (first === "coreMessage") return "house-coreMessage";
  if (first === "cadence") return `house-cadence-${index}`;
  if (first === "pillars" && field === "title") return `house-pillars-${index}-title`;
  if (first === "pillars" && field) return `house-pillars-${index}-${field}-0`;
  return "house-coreMessage";
}

function Checklist(props: {
  id: string;
  legend: string;
  items: readonly string[];
  chosen: readonly number[];
  error?: string;
  onToggle: (position: number, on: boolean) => void;
}) {
  const { id, legend, items, chosen, error, onToggle } = props;
  return (
    <fieldset className="grid gap-1" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {items.map((item, position) => (
        <label key={position} className="flex min-h-11 items-start gap-3 rounded-md px-1 py-2 hover:bg-muted">
          <input
            id={`${id}-${position}`}
            type="checkbox"
            className="mt-0.5 size-4 shrink-0"
            checked={chosen.includes(position)}
            onChange={(event) => onToggle(position, event.target.checked)}
          />
          <span className="text-sm">{item}</span>
        </label>
      ))}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
