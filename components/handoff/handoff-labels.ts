// How the board names a hand-off: the post ("X 2"), where it went, and where it stands ("Waiting until 14:05").
import type { CampaignAssetAnswer } from "@/lib/campaigns/answer";
import { handoffDestinations } from "@/lib/config/handoff";
import type { HandoffRecord } from "@/lib/handoff/schema";
import { assetTitleOnChannel } from "@/lib/handoff/titles";

const clock = (iso: string, timeZone?: string) =>
  new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }).format(
    new Date(iso),
  );

/** "Exported", "Sent", "Waiting until 14:05" (on the reader's clock), "Failed"… */
export function handoffStatusLabel(record: Pick<HandoffRecord, "status" | "retryAt">, timeZone?: string): string {
  switch (record.status) {
    case "exported":
      return "Exported";
    case "sent":
      return "Sent";
    case "waiting":
      return record.retryAt ? `Waiting until ${clock(record.retryAt, timeZone)}` : "Waiting";
    case "failed":
      return "Failed";
    case "queued":
      return "Sending…";
    case "skipped":
      return "Skipped";
  }
}

/** The post a record is about, as the board labels its asset ("LinkedIn 2"); the channel alone when it is gone. */
export function handoffPostLabel(
  record: Pick<HandoffRecord, "assetId" | "channel">,
  assets: readonly Pick<CampaignAssetAnswer, "id" | "channel" | "slot">[],
): string {
  const asset = assets.find((candidate) => candidate.id === record.assetId);
  return asset ? assetTitleOnChannel(asset) : record.channel;
}

export const destinationLabel = (destination: HandoffRecord["destination"]) => handoffDestinations[destination].label;

/** Whether the board should read the hand-offs again soon: one is still on its way. */
export const handoffPending = (records: readonly Pick<HandoffRecord, "status">[]) =>
  records.some((record) => record.status === "queued" || record.status === "waiting");

/** A window event the screens that hand posts over send, so the board's history reads them at once. */
export const handoffsChangedEvent = "hookline:handoffs-changed";

export const announceHandoffs = () => window.dispatchEvent(new Event(handoffsChangedEvent));
