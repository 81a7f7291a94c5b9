"use client";

import { Lock, LockOpen, RefreshCw } from "lucide-react";
import { useMemo, useState } from "react";

import { LengthCounter } from "@/components/ai-form/length-counter";
import { CopyPreview } from "@/components/ai-form/previews/copy-preview";
import { VariantScore } from "@/components/ai-form/variant-score";
import { ReviewNotes } from "@/components/review/review-notes";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import type { CampaignAnswer, CampaignAssetAnswer } from "@/lib/campaigns/answer";
import { runsThroughout } from "@/lib/campaigns/export";
import { assetGeneratorInput } from "@/lib/campaigns/writer/generator-input";
import { campaignChannels } from "@/lib/config/campaigns";
import { scoreVariant } from "@/lib/scoring/score";
import { cn } from "@/lib/utils";

import { assetStatusLabels } from "./status";

export type AssetActions = {
  edit: (asset: CampaignAssetAnswer, text: string) => Promise<boolean>;
  lock: (asset: CampaignAssetAnswer, locked: boolean) => Promise<void>;
  regenerate: (asset: CampaignAssetAnswer) => Promise<void>;
};

type Props = { campaign: CampaignAnswer; asset: CampaignAssetAnswer; actions: AssetActions; busy: boolean };

/** The generator's brief the asset is scored and previewed with; null when it cannot be made (no message house). */
function scoredBrief(campaign: CampaignAnswer, asset: CampaignAssetAnswer) {
  if (!campaign.messageHouse) return null;
  try {
    return assetGeneratorInput({ brief: campaign.brief, house: campaign.messageHouse, asset });
  } catch {
    return null;
  }
}

/** "X 2": the channel and the asset's number on it. */
export const assetName = (asset: Pick<CampaignAssetAnswer, "channel" | "slot">) =>
  `${campaignChannels[asset.channel].label} ${asset.slot + 1}`;

/**
 * One asset on the board: its preview where the channel has one, its text to edit in place (saved on leaving the
 * field or with Save), its score and length as it is typed, its lock, and writing it again unless it is locked.
 */
export function AssetCard({ campaign, asset, actions, busy }: Props) {
  const [text, setText] = useState(asset.text);
  const [savedText, setSavedText] = useState(asset.text);
  if (asset.text !== savedText) {
    // A newer text from the server (written again, or saved): it replaces what the card held.
    setSavedText(asset.text);
    setText(asset.text);
  }
  const name = assetName(asset);
  const writing = asset.status === "pending" || asset.status === "running";
  const brief = useMemo(() => scoredBrief(campaign, asset), [campaign, asset]);
  const score = useMemo(() => (brief && text.trim() ? scoreVariant(brief, text) : null), [brief, text]);
  const changed = text !== asset.text;
  const textId = `asset-${asset.id}-text`;

  const save = async () => {
    if (changed && !busy) await actions.edit(asset, text);
  };
  // Buttons that turn unavailable stay focusable (aria-disabled), so a keyboard user's focus never drops to the page.
  const unavailable = "aria-disabled:pointer-events-none aria-disabled:opacity-50";
  const regenerateOff = asset.locked || writing || busy;

  return (
    <article
      aria-label={name}
      data-testid="asset-card"
      data-status={asset.status}
      className="grid min-w-0 gap-3 overflow-hidden rounded-lg border bg-card p-4"
    >
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h4 className="font-semibold">{name}</h4>
        <span className="text-xs text-muted-foreground">{asset.date ?? runsThroughout}</span>
        <span
          className={cn(
            "ml-auto rounded-full px-2 py-0.5 text-xs font-medium",
            asset.status === "failed" ? "bg-destructive/10 text-destructive" : "bg-muted",
          )}
          data-testid="asset-status"
        >
          {assetStatusLabels[asset.status]}
        </span>
      </header>
      <ReviewNotes review={asset.review} />
      {asset.error ? (
        <p role="alert" className="text-sm text-destructive">
          {asset.error}
        </p>
      ) : null}
      {brief && text.trim() ? <CopyPreview brief={brief} variant={text} /> : null}
      <div className="grid gap-1.5">
        <label htmlFor={textId} className="text-sm font-medium">
          {`Text of ${name}`}
        </label>
        <Textarea
          id={textId}
          rows={6}
          value={text}
          disabled={writing}
          onChange={(event) => setText(event.target.value)}
          onBlur={(event) => {
            // Leaving for the card's own buttons is left to them: Save saves, Lock and Regenerate act on the text saved.
            if (!event.currentTarget.closest("article")?.contains(event.relatedTarget)) void save();
          }}
        />
        <LengthCounter
          section={{
            label: campaignChannels[asset.channel].label,
            text,
            rule: campaignChannels[asset.channel].lengthRule,
          }}
        />
      </div>
      {score ? <VariantScore result={score} /> : null}
      {asset.link ? (
        <p className="text-xs break-all text-muted-foreground">
          <span className="font-medium text-foreground">Link: </span>
          {asset.link}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          aria-disabled={!changed || busy}
          className={unavailable}
          onClick={() => void save()}
        >
          Save
        </Button>
        <Button
          type="button"
          size="sm"
          variant={asset.locked ? "secondary" : "outline"}
          aria-pressed={asset.locked}
          aria-disabled={busy}
          className={unavailable}
          onClick={() => {
            if (!busy) void actions.lock(asset, !asset.locked);
          }}
        >
          {asset.locked ? <Lock aria-hidden="true" /> : <LockOpen aria-hidden="true" />}
          Lock
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-disabled={regenerateOff}
          className={unavailable}
          onClick={() => {
            if (!regenerateOff) void actions.regenerate(asset);
          }}
        >
          <RefreshCw aria-hidden="true" />
          Regenerate
        </Button>
      </div>
    </article>
  );
}
