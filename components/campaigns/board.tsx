"use client";

import { Download, Library } from "lucide-react";
import { useState } from "react";

import { RefusalAlert } from "@/components/ai-form/refusal-alert";
import { refusalOf, type Refusal } from "@/components/billing/upgrade-offer";
import { BufferExportButton } from "@/components/handoff/buffer-export-button";
import { HandoffHistory } from "@/components/handoff/handoff-history";
import { SendDialog } from "@/components/handoff/send-dialog";
import { ReviewPanel } from "@/components/review/review-panel";
import { Button, buttonVariants } from "@/components/ui/button";
import type { ApiResult } from "@/lib/api-client/api-error";
import { call, pathOf } from "@/lib/api-client/call";
import { campaignRoutes } from "@/lib/api-client/routes/campaigns";
import type { CampaignAnswer } from "@/lib/campaigns/answer";
import { campaignChannels } from "@/lib/config/campaigns";

import { AssetCard, type AssetActions } from "./asset-card";
import { CalendarPanel } from "./calendar-panel";
import { ChannelTabs } from "./channel-tabs";
import { CoveragePanel } from "./coverage-panel";
import { GuardrailsPanel } from "./guardrails-panel";
import { LinksPanel } from "./links-panel";
import { campaignStatusLabels, progressSentence } from "./status";
import { useCampaignEvents } from "./use-campaign-events";

type Props = { campaign: CampaignAnswer; onChange: (campaign: CampaignAnswer) => void };

const following = (status: CampaignAnswer["status"]) => status === "approved" || status === "running";

/**
 * The campaign once accepted: its progress as it is written (from the progress stream, re-reading the campaign when
 * it moves), a column of assets per channel (tabs on a phone), coverage, guardrails, links and the calendar.
 */
export function CampaignBoard({ campaign, onChange }: Props) {
  const [busy, setBusy] = useState(false);
  const [covering, setCovering] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [saving, setSaving] = useState(false);
  // What the last save to the library did, said beside its button (and to screen readers) until the next one.
  const [libraryNote, setLibraryNote] = useState<string | null>(null);
  const params = { params: { id: campaign.id } };

  const reread = async () => {
    const answer = await call(campaignRoutes.read, undefined, params);
    if (answer.ok) onChange(answer.data);
  };

  useCampaignEvents(campaign.id, following(campaign.status), (event) => {
    const moved =
      event.status !== campaign.status ||
      event.progress.done !== campaign.progress.done ||
      event.progress.failed !== campaign.progress.failed ||
      event.progress.total !== campaign.progress.total;
    if (moved) void reread();
  });

  /** Runs one change of the campaign and shows its answer, or its refusal. */
  const change = async (request: () => Promise<ApiResult<CampaignAnswer>>): Promise<boolean> => {
    setBusy(true);
    setRefusal(null);
    const answer = await request();
    setBusy(false);
    if (answer.ok) onChange(answer.data);
    else setRefusal(refusalOf(answer.error));
    return answer.ok;
  };

  const assetParams = (assetId: string) => ({ params: { id: campaign.id, assetId } });
  const actions: AssetActions = {
    edit: (asset, text) => change(() => call(campaignRoutes.editAsset, { text }, assetParams(asset.id))),
    lock: async (asset, locked) => {
      await change(() => call(campaignRoutes.lockAsset, { locked }, assetParams(asset.id)));
    },
    regenerate: async (asset) => {
      await change(() => call(campaignRoutes.regenerateAsset, undefined, assetParams(asset.id)));
    },
  };

  const cover = async (keyMessage: number) => {
    setCovering(keyMessage);
    await change(() => call(campaignRoutes.coverKeyMessage, { keyMessage }, params));
    setCovering(null);
  };

  const saveToLibrary = async () => {
    if (saving) return;
    setSaving(true);
    setRefusal(null);
    setLibraryNote(null);
    const answer = await call(campaignRoutes.saveToLibrary, undefined, params);
    setSaving(false);
    if (!answer.ok) return setRefusal(refusalOf(answer.error));
    const { saved, alreadySaved } = answer.data;
    setLibraryNote(
      saved > 0
        ? `Saved ${saved} asset${saved === 1 ? "" : "s"} to your library.`
        : `All ${alreadySaved} assets are already in your library.`,
    );
  };

  const { progress } = campaign;
  const written = campaign.assets.some((asset) => asset.status === "done");
  const columns = campaign.brief.channels.map((channel) => ({
    id: channel,
    label: campaignChannels[channel].label,
    content: (
      <div className="grid gap-3">
        {campaign.assets
          .filter((asset) => asset.channel === channel)
          .map((asset) => (
            <AssetCard key={asset.id} campaign={campaign} asset={asset} actions={actions} busy={busy} />
          ))}
      </div>
    ),
  }));

  return (
    <div className="grid gap-8">
      <section aria-labelledby="progress-heading" className="grid gap-2">
        <h2 id="progress-heading" className="sr-only">
          Progress
        </h2>
        <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
          <span className="font-medium" data-testid="campaign-status">
            {campaignStatusLabels[campaign.status]}
          </span>
          <span aria-live="polite" data-testid="campaign-progress">
            {progressSentence(progress)}
          </span>
        </div>
        <progress
          className="h-2 w-full overflow-hidden rounded-full accent-primary"
          aria-label="Assets written"
          max={Math.max(progress.total, 1)}
          value={progress.done + progress.failed}
        />
      </section>
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          variant="outline"
          disabled={!written}
          aria-disabled={saving}
          className="aria-disabled:opacity-50"
          onClick={() => void saveToLibrary()}
        >
          <Library aria-hidden="true" />
          {saving ? "Saving…" : "Save to library"}
        </Button>
        <a
          href={pathOf(campaignRoutes.exportCsv, { id: campaign.id })}
          download
          className={buttonVariants({ variant: "outline" })}
        >
          <Download aria-hidden="true" />
          Download CSV
        </a>
        <BufferExportButton target={{ kind: "campaign", campaignId: campaign.id }} />
        <SendDialog campaign={campaign} />
      </div>
      <p role="status" className="-mt-5 text-sm text-muted-foreground empty:hidden" data-testid="library-status">
        {libraryNote}
      </p>
      {refusal ? <RefusalAlert message={refusal.message} code={refusal.code} /> : null}
      <section aria-labelledby="assets-heading" className="grid gap-3">
        <h2 id="assets-heading" className="text-lg font-semibold">
          Assets
        </h2>
        <ChannelTabs tabs={columns} label="Channels" />
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <CoveragePanel
          coverage={campaign.coverage}
          canWrite={campaign.status !== "house_ready" && campaign.status !== "draft"}
          pending={covering}
          onCover={(keyMessage) => void cover(keyMessage)}
        />
        <GuardrailsPanel campaign={campaign} />
      </div>
      <ReviewPanel campaign={campaign} onChange={onChange} />
      <LinksPanel assets={campaign.assets} />
      <CalendarPanel calendar={campaign.calendar} />
      <HandoffHistory campaign={campaign} />
    </div>
  );
}
