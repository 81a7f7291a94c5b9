"use client";

import { Link2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";

import { CopyButton } from "@/components/ai-form/copy-button";
import { Button } from "@/components/ui/button";
import { FormOutcome } from "@/components/ui/form-outcome";
import { Input } from "@/components/ui/input";
import { call } from "@/lib/api-client/call";
import { reviewRoutes } from "@/lib/api-client/routes/review";
import type { CampaignAnswer } from "@/lib/campaigns/answer";
import { reviewLinks } from "@/lib/config/handoff";
import { assetTitleOnChannel } from "@/lib/handoff/titles";
import type { ReviewLinkAnswer } from "@/lib/review/schema";

import { linkStatusLabels, shortDateTime } from "./labels";

type Props = { campaign: CampaignAnswer; onChange: (campaign: CampaignAnswer) => void };

const { days: dayRange } = reviewLinks;

/**
 * The board's client review: make a link for a number of days (its address shown once, to copy), the campaign's
 * links with where each stands and a way to revoke them, and the switch that keeps unapproved posts in Hookline.
 */
export function ReviewPanel({ campaign, onChange }: Props) {
  const [links, setLinks] = useState<ReviewLinkAnswer[] | null>(null);
  const [days, setDays] = useState(String(dayRange.default));
  // The posts a new link shows; null: every written post.
  const [chosen, setChosen] = useState<string[] | null>(null);
  const written = campaign.assets.filter((asset) => asset.status === "done" && asset.text.trim() !== "");
  const [fresh, setFresh] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const urlField = useRef<HTMLInputElement>(null);
  const ids = useId();
  const params = { params: { id: campaign.id } };

  // The links are read when the owner opens them, not on every visit to the board.
  const load = async () => {
    if (links !== null) return;
    const answer = await call(reviewRoutes.links, undefined, params);
    if (!answer.ok) return setError(answer.error.message);
    // A link made while the list was on its way is already in it.
    setLinks((current) => [
      ...(current ?? []),
      ...answer.data.links.filter((link) => !current?.some((made) => made.id === link.id)),
    ]);
  };

  useEffect(() => urlField.current?.focus(), [fresh]);

  const create = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    setNote(null);
    if (chosen !== null && chosen.length === 0) {
      setBusy(false);
      return setError("Choose at least one post for the link to show.");
    }
    const answer = await call(
      reviewRoutes.createLink,
      { days: Number(days), ...(chosen === null ? {} : { assetIds: chosen }) },
      params,
    );
    setBusy(false);
    if (!answer.ok) return setError(answer.error.message);
    setFresh(answer.data.url);
    setLinks((current) => [answer.data.link, ...(current ?? [])]);
  };

  const revoke = async (link: ReviewLinkAnswer) => {
    setError(null);
    const answer = await call(reviewRoutes.revokeLink, undefined, { params: { id: campaign.id, linkId: link.id } });
    if (!answer.ok) return setError(answer.error.message);
    setLinks(answer.data.links);
    setNote(`Link made ${shortDateTime(link.createdAt)} revoked: it opens nothing any more.`);
  };

  const setRequired = async (required: boolean) => {
    setError(null);
    const answer = await call(reviewRoutes.setRequired, { required }, params);
    if (!answer.ok) return setError(answer.error.message);
    onChange(answer.data);
    setNote(required ? "Only approved posts leave Hookline now." : "Posts leave Hookline without approval now.");
  };

  const daysId = `${ids}-days`;
  const switchId = `${ids}-required`;
  return (
    <section aria-labelledby={`${ids}-heading`} className="grid gap-4 rounded-lg border p-4" data-testid="review-panel">
      <h2 id={`${ids}-heading`} className="text-lg font-semibold">
        Client review
      </h2>
      <p className="text-sm text-muted-foreground">
        Send a link to your client: they see the written posts as the platforms show them and approve each one or ask
        for changes, without an account. You get an email when they finish.
      </p>
      <div className="flex items-center gap-3">
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          className="size-5 accent-primary"
          checked={campaign.reviewRequired}
          onChange={(event) => void setRequired(event.target.checked)}
        />
        <label htmlFor={switchId} className="text-sm font-medium">
          Only approved posts leave Hookline
        </label>
      </div>
      <details
        className="grid gap-4"
        onToggle={(event) => {
          if (event.currentTarget.open) void load();
        }}
      >
        <summary className="w-fit cursor-pointer rounded-md text-sm font-medium underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
          Review links
        </summary>
        <div className="mt-3 grid gap-4">
          <form
            className="flex flex-wrap items-end gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              void create();
            }}
          >
            <div className="grid gap-1.5">
              <label htmlFor={daysId} className="text-sm font-medium">
                Days the link stays open
              </label>
              <Input
                id={daysId}
                type="number"
                inputMode="numeric"
                min={dayRange.min}
                max={dayRange.max}
                step={1}
                required
                value={days}
                onChange={(event) => setDays(event.target.value)}
                className="w-24"
              />
            </div>
            <details className="basis-full text-sm">
              <summary className="w-fit cursor-pointer">
                {chosen === null
                  ? `Shows all ${written.length} written posts`
                  : `Shows ${chosen.length} of ${written.length} written posts`}
              </summary>
              <fieldset className="mt-2 grid gap-1.5 sm:grid-cols-2">
                <legend className="sr-only">Posts the link shows</legend>
                {written.map((asset) => (
                  <label key={asset.id} className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary"
                      checked={chosen === null || chosen.includes(asset.id)}
                      onChange={(event) => {
                        const current = chosen ?? written.map((post) => post.id);
                        const next = event.target.checked
                          ? [...current, asset.id]
                          : current.filter((id) => id !== asset.id);
                        setChosen(next.length === written.length ? null : next);
                      }}
                    />
                    {assetTitleOnChannel(asset)}
                  </label>
                ))}
              </fieldset>
            </details>
            <Button type="submit" aria-disabled={busy} className="aria-disabled:opacity-50">
              <Link2 aria-hidden="true" />
              {busy ? "Creating…" : "Create review link"}
            </Button>
          </form>
          {fresh ? (
            <div className="grid gap-2 rounded-lg border border-primary/40 bg-primary/5 p-3">
              <label htmlFor={`${ids}-url`} className="text-sm font-medium">
                New review link
              </label>
              <div className="flex gap-2">
                <Input
                  ref={urlField}
                  id={`${ids}-url`}
                  readOnly
                  value={fresh}
                  aria-describedby={`${ids}-url-note`}
                  className="font-mono text-xs"
                  data-testid="review-link-url"
                  onFocus={(event) => event.currentTarget.select()}
                />
                <CopyButton text={fresh} label="Copy the review link" />
              </div>
              <p id={`${ids}-url-note`} className="text-sm">
                Copy this link now: it will not be shown again. Anyone with it can review these posts until it expires.
              </p>
            </div>
          ) : null}
          <FormOutcome error={error} note={note} />
          {links && links.length > 0 ? (
            <ul className="grid gap-2" aria-label="Review links">
              {links.map((link) => (
                <li
                  key={link.id}
                  className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border px-3 py-2 text-sm"
                  data-testid="review-link"
                >
                  <span className="font-medium">{linkStatusLabels[link.status]}</span>
                  <span className="text-muted-foreground">
                    {`Made ${shortDateTime(link.createdAt)} · ${link.status === "expired" ? "expired" : "expires"} ${shortDateTime(link.expiresAt)} · ${link.verdicts} verdict${link.verdicts === 1 ? "" : "s"}`}
                  </span>
                  {link.status === "open" || link.status === "finished" ? (
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      className="ml-auto"
                      aria-label={`Revoke the link made ${shortDateTime(link.createdAt)}`}
                      onClick={() => void revoke(link)}
                    >
                      Revoke
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </details>
    </section>
  );
}
