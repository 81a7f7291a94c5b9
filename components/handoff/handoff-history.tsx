"use client";

import { ExternalLink } from "lucide-react";
import { useEffect, useState } from "react";

import { call } from "@/lib/api-client/call";
import { handoffRoutes } from "@/lib/api-client/routes/handoffs";
import type { CampaignAnswer } from "@/lib/campaigns/answer";
import { handoffHistory } from "@/lib/config/handoff";
import type { HandoffRecord } from "@/lib/handoff/schema";
import { cn } from "@/lib/utils";

import {
  destinationLabel,
  handoffPending,
  handoffPostLabel,
  handoffsChangedEvent,
  handoffStatusLabel,
} from "./handoff-labels";

const when = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

const statusTone: Record<HandoffRecord["status"], string> = {
  sent: "text-emerald-700 dark:text-emerald-400",
  exported: "text-emerald-700 dark:text-emerald-400",
  failed: "text-destructive",
  waiting: "text-amber-700 dark:text-amber-400",
  queued: "text-muted-foreground",
  skipped: "text-muted-foreground",
};

/**
 * Every post of the campaign handed to a scheduler (what, where, when, and the scheduler's answer), newest first. It
 * reads them again every few seconds while one is still on its way, and at once when a hand-off is announced.
 */
export function HandoffHistory({ campaign }: { campaign: Pick<CampaignAnswer, "id" | "assets"> }) {
  const [records, setRecords] = useState<HandoffRecord[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Bumped to read the hand-offs again; `reads` counts the answers, so each one sets the next wait.
  const [asked, setAsked] = useState(0);
  const [reads, setReads] = useState(0);

  useEffect(() => {
    let active = true;
    void call(handoffRoutes.list, undefined, { params: { id: campaign.id } }).then((answer) => {
      if (!active) return;
      if (answer.ok) {
        setRecords(answer.data.handoffs);
        setError(null);
      } else setError("The hand-offs could not be read just now; they are shown again once they can be.");
      setReads((count) => count + 1);
    });
    return () => {
      active = false;
    };
  }, [campaign.id, asked]);

  useEffect(() => {
    const again = () => setAsked((count) => count + 1);
    window.addEventListener(handoffsChangedEvent, again);
    return () => window.removeEventListener(handoffsChangedEvent, again);
  }, []);

  const pending = records !== null && handoffPending(records);
  useEffect(() => {
    if (!pending && error === null) return;
    const timer = window.setTimeout(() => setAsked((count) => count + 1), handoffHistory.refreshMs);
    return () => window.clearTimeout(timer);
  }, [pending, error, reads]);

  if (records === null && error === null) return null;
  if (records !== null && records.length === 0) return null;
  return (
    <section aria-labelledby="handoffs-heading" className="grid gap-3 rounded-lg border p-4" data-testid="handoffs">
      <h2 id="handoffs-heading" className="text-lg font-semibold">
        Hand-offs
      </h2>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <ul className="grid gap-3 text-sm" aria-live="polite">
        {(records ?? []).map((record) => {
          const post = handoffPostLabel(record, campaign.assets);
          const destination = destinationLabel(record.destination);
          return (
            <li key={record.id} className="grid gap-0.5 border-b pb-3 last:border-b-0 last:pb-0">
              <div className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-medium">
                  {post} → {destination}
                </span>
                <span className={cn("font-medium", statusTone[record.status])}>{handoffStatusLabel(record)}</span>
                <time dateTime={record.sentAt ?? record.createdAt} className="text-muted-foreground">
                  {when.format(new Date(record.sentAt ?? record.createdAt))}
                </time>
              </div>
              {record.message ? (
                <p className="[overflow-wrap:anywhere] text-muted-foreground">{record.message}</p>
              ) : null}
              {record.remoteUrl && /^https?:\/\//i.test(record.remoteUrl) ? (
                <a
                  href={record.remoteUrl}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="inline-flex w-fit items-center gap-1 underline underline-offset-4"
                >
                  Open {post} in {destination}
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
