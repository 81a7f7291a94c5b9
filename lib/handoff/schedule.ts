// When each post is published: its campaign day at the chosen time on the chosen time zone's clock. The same moment
// is written as that clock shows it (Buffer's "Posting Time") and as an instant (the schedulers' APIs), so a post
// meant for 09:00 in Berlin is never sent as 09:00 UTC.
import { postingTimes } from "../config/handoff";

export type PostingTime = {
  /** "YYYY-MM-DD HH:mm" on the time zone's clock. */
  local: string;
  /** The same moment. */
  instant: Date;
};

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return value.trim() !== "";
  } catch {
    return false;
  }
}

const pad = (value: number) => String(value).padStart(2, "0");

/** The wall clock of `timeZone` at `instant`, as the UTC fields of a Date (so arithmetic on it is plain). */
function wallClock(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return Date.UTC(field("year"), field("month") - 1, field("day"), field("hour"), field("minute"), field("second"));
}

/**
 * The instant `date` `time` shows on `timeZone`'s clock. A time the clock skips (a spring-forward gap) is taken as
 * the same time after the change, as calendars do.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  const wanted = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  let instant = wanted - (wallClock(wanted, timeZone) - wanted);
  // Once more from the first guess: the offset there may differ from the offset at `wanted` across a change.
  instant = wanted - (wallClock(instant, timeZone) - instant);
  return new Date(instant);
}

/** "YYYY-MM-DD HH:mm" as `timeZone`'s clock shows `instant`. */
export function localTime(instant: Date, timeZone: string): string {
  const clock = new Date(wallClock(instant.getTime(), timeZone));
  return `${clock.getUTCFullYear()}-${pad(clock.getUTCMonth() + 1)}-${pad(clock.getUTCDate())} ${pad(clock.getUTCHours())}:${pad(clock.getUTCMinutes())}`;
}

export function postingTime(date: string, time: string, timeZone: string): PostingTime {
  const instant = zonedInstant(date, time, timeZone);
  return { local: localTime(instant, timeZone), instant };
}

type Dated = { id: string; channel: string; date: string | null };

/**
 * Each dated post's time: its day at `time`, and a channel's second post of the same day some hours later (in the
 * order given). Posts without a date (paid ads) get none.
 */
export function postingTimesOf(posts: readonly Dated[], time: string, timeZone: string): Map<string, PostingTime> {
  const times = new Map<string, PostingTime>();
  const seen = new Map<string, number>();
  for (const post of posts) {
    if (!post.date) continue;
    const day = `${post.channel}:${post.date}`;
    const nth = seen.get(day) ?? 0;
    seen.set(day, nth + 1);
    const first = zonedInstant(post.date, time, timeZone);
    const instant = new Date(first.getTime() + nth * postingTimes.sameDaySpacingHours * 3_600_000);
    times.set(post.id, { local: localTime(instant, timeZone), instant });
  }
  return times;
}
