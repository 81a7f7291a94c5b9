"use client";

import { Send } from "lucide-react";
import Link from "next/link";
import { useId, useState, type FormEvent } from "react";

import { refusalOf } from "@/components/billing/upgrade-offer";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { call } from "@/lib/api-client/call";
import { sendRoutes } from "@/lib/api-client/routes/send";
import type { CampaignAnswer } from "@/lib/campaigns/answer";
import { campaignChannels } from "@/lib/config/campaigns";
import { handoffDestinations, postingTimes } from "@/lib/config/handoff";
import type { SendAnswer, SendInput } from "@/lib/handoff/schema";
import { assetTitleOnChannel } from "@/lib/handoff/titles";

import { announceHandoffs } from "./handoff-labels";
import { browserTimeZone, timeZoneChoices } from "./time-zones";

type Destination = SendInput["destination"];
type WhoCanReply = SendInput["whoCanReply"];

const whoCanReplyLabels: Record<WhoCanReply, string> = {
  everyone: "Everyone",
  following: "Accounts you follow",
  mentionedUsers: "Only accounts you mention",
  subscribers: "Your subscribers",
  verified: "Verified accounts",
};

function when(iso: string | null, timeZone: string) {
  if (!iso) return "no time (a draft)";
  return new Intl.DateTimeFormat("en-GB", { timeZone, dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}

function Outcome({
  answer,
  campaign,
  timeZone,
  label,
}: {
  answer: SendAnswer;
  campaign: CampaignAnswer;
  timeZone: string;
  label: string;
}) {
  const byId = new Map(campaign.assets.map((asset) => [asset.id, asset]));
  const title = (assetId: string | null, channel: string) => {
    const asset = assetId ? byId.get(assetId) : undefined;
    return asset
      ? assetTitleOnChannel(asset)
      : (campaignChannels[channel as keyof typeof campaignChannels]?.label ?? channel);
  };
  return (
    <div className="grid gap-3 text-sm" data-testid="send-outcome">
      <p role="status">
        {answer.handoffs.length === 0
          ? `Nothing new was queued for ${label}.`
          : `${answer.handoffs.length} post${answer.handoffs.length === 1 ? "" : "s"} queued for ${label}; the board shows each one's answer.`}
      </p>
      {answer.handoffs.length > 0 ? (
        <ul className="grid gap-1" aria-label="Queued posts">
          {answer.handoffs.map((record) => (
            <li key={record.id}>
              <span className="font-medium">{title(record.assetId, record.channel)}</span>{" "}
              <span className="text-muted-foreground">· {when(record.postAt, timeZone)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {answer.held.length > 0 ? (
        <div className="grid gap-1">
          <h3 className="font-semibold">Held back ({answer.held.length})</h3>
          <ul className="grid gap-1" aria-label="Posts held back">
            {answer.held.map((post) => (
              <li key={`${post.assetId}-${post.reason}`} className="text-muted-foreground">
                {post.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** "Send to scheduler": the campaign's posts to Postiz or Typefully, as drafts or scheduled, on the chosen clock. */
export function SendDialog({ campaign }: { campaign: CampaignAnswer }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [connected, setConnected] = useState<Destination[] | null>(null);
  const [destination, setDestination] = useState<Destination | null>(null);
  const [schedule, setSchedule] = useState(false);
  const [timeZone, setTimeZone] = useState("");
  const [time, setTime] = useState<string>(postingTimes.defaultTime);
  const [whoCanReply, setWhoCanReply] = useState<WhoCanReply>("everyone");
  const [share, setShare] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<SendAnswer | null>(null);

  const opened = (next: boolean) => {
    setOpen(next);
    if (!next) return;
    setAnswer(null);
    setError(null);
    if (!timeZone) setTimeZone(browserTimeZone());
    void call(sendRoutes.connections, undefined).then((result) => {
      if (!result.ok) return setError(refusalOf(result.error).message);
      const providers = result.data.connections.map((item) => item.provider);
      setConnected(providers);
      setDestination((current) => (current && providers.includes(current) ? current : (providers[0] ?? null)));
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !destination) return;
    setBusy(true);
    setError(null);
    const result = await call(
      sendRoutes.send,
      { destination, schedule, timeZone, time, whoCanReply, share },
      { params: { id: campaign.id } },
    );
    setBusy(false);
    if (!result.ok) return setError(refusalOf(result.error).message);
    setAnswer(result.data);
    // The board's hand-off list reads itself again at once and follows the queued posts.
    announceHandoffs();
  };

  const label = destination ? handoffDestinations[destination].label : "";
  return (
    <Dialog open={open} onOpenChange={opened}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" disabled={!campaign.assets.some((asset) => asset.status === "done")}>
          <Send aria-hidden="true" />
          Send to scheduler
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Send to a scheduler</DialogTitle>
          <DialogDescription>
            Posts over a platform&apos;s limit{campaign.reviewRequired ? " or not approved by the reviewer" : ""} stay
            here. A post already sent is not sent twice.
          </DialogDescription>
        </DialogHeader>
        {connected === null && !error ? <p className="text-sm">Loading your connections…</p> : null}
        {connected !== null && connected.length === 0 ? (
          <p className="text-sm">
            No scheduler is connected yet.{" "}
            <Link href="/profile" className="font-medium text-primary underline underline-offset-4">
              Connect Postiz or Typefully in your profile
            </Link>
            , then send from here.
          </p>
        ) : null}
        {connected && connected.length > 0 && !answer ? (
          <form className="grid gap-4" onSubmit={(event) => void submit(event)} aria-label="Send to a scheduler">
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">Scheduler</legend>
              {connected.map((provider) => (
                <label key={provider} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${id}-destination`}
                    checked={destination === provider}
                    onChange={() => setDestination(provider)}
                    className="size-4 accent-primary"
                  />
                  {handoffDestinations[provider].label}
                </label>
              ))}
            </fieldset>
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">As</legend>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-mode`}
                  checked={!schedule}
                  onChange={() => setSchedule(false)}
                  className="size-4 accent-primary"
                />
                Drafts, to finish in {label}
              </label>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-mode`}
                  checked={schedule}
                  onChange={() => setSchedule(true)}
                  className="size-4 accent-primary"
                />
                Scheduled at their posting times
              </label>
              {schedule && destination === "postiz" ? (
                <p className="text-xs text-muted-foreground">
                  Postiz takes each day&apos;s posts in one request, so they share the day&apos;s first posting time.
                </p>
              ) : null}
            </fieldset>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-zone`}>Time zone</Label>
                <NativeSelect id={`${id}-zone`} value={timeZone} onChange={(event) => setTimeZone(event.target.value)}>
                  {timeZoneChoices(timeZone).map((zone) => (
                    <option key={zone} value={zone}>
                      {zone.replace(/_/g, " ")}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-time`}>First post of each day</Label>
                <Input
                  id={`${id}-time`}
                  type="time"
                  value={time}
                  onChange={(event) => setTime(event.target.value)}
                  required
                />
              </div>
            </div>
            {destination === "postiz" ? (
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-reply`}>Who can reply on X</Label>
                <NativeSelect
                  id={`${id}-reply`}
                  value={whoCanReply}
                  onChange={(event) => setWhoCanReply(event.target.value as WhoCanReply)}
                >
                  {(Object.keys(whoCanReplyLabels) as WhoCanReply[]).map((value) => (
                    <option key={value} value={value}>
                      {whoCanReplyLabels[value]}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            ) : null}
            {destination === "typefully" ? (
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={share}
                  onChange={(event) => setShare(event.target.checked)}
                  className="size-4 accent-primary"
                />
                Share link: ask Typefully for a link to each draft, to show a reviewer
              </label>
            ) : null}
            <div>
              <Button type="submit" aria-disabled={busy} className="aria-disabled:opacity-50">
                <Send aria-hidden="true" />
                {busy ? "Sending…" : `Send to ${label}`}
              </Button>
            </div>
          </form>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        {answer ? <Outcome answer={answer} campaign={campaign} timeZone={timeZone} label={label} /> : null}
      </DialogContent>
    </Dialog>
  );
}
