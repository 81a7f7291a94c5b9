// The organic posts of a campaign on dates. Week 1 is the seven days from the start date, week 2 the next seven,
// and so on (UTC dates, whatever weekday the campaign starts on). A channel's posts in a week go on working days
// (Monday to Friday), spread evenly across them; each further channel, in the brief's order, starts one working day
// later, so channels do not all land on the same days. Over five posts a week a channel uses the weekend too, and
// over seven it posts more than once a day. Paid ads run throughout and are not scheduled.
import { campaignChannels, campaignLimits, type CampaignChannel } from "../config/campaigns";
import type { Cadence } from "./schema";

export type CalendarSlot = {
  date: string;
  channel: CampaignChannel;
  /** The channel's post number across the whole campaign, from 1: with the channel, it names the post. */
  slot: number;
};

export type CalendarWeek = { week: number; start: string; end: string; slots: CalendarSlot[] };

const dayMs = 86_400_000;

const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);
const isWorkingDay = (time: number) => {
  const weekday = new Date(time).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/** Posts a week per organic channel: the override where one is given, else the channel's default. */
export function postsPerWeekOf(channel: CampaignChannel, cadence: Cadence = {}): number {
  const config = campaignChannels[channel];
  if (!config.organic) return 0;
  const posts = cadence[channel] ?? config.postsPerWeek;
  const { min, max } = campaignLimits.postsPerWeek;
  if (!Number.isInteger(posts) || posts < min || posts > max)
    throw new RangeError(`${config.label}: ${posts} posts a week is outside ${min}–${max}.`);
  return posts;
}

/** The campaign's organic posts, grouped by week, each week's in date order (then the brief's channel order). */
export function campaignCalendar(input: {
  startDate: string;
  weeks: number;
  channels: readonly CampaignChannel[];
  cadence?: Cadence;
}): CalendarWeek[] {
  const start = Date.parse(`${input.startDate}T00:00:00Z`);
  if (Number.isNaN(start)) throw new RangeError(`${input.startDate} is not a date (YYYY-MM-DD).`);
  const organic = input.channels.filter((channel) => campaignChannels[channel].organic);
  const posted = new Map<CampaignChannel, number>();
  return Array.from({ length: input.weeks }, (_, w) => {
    const days = Array.from({ length: 7 }, (_, d) => start + (w * 7 + d) * dayMs);
    const workingDays = days.filter(isWorkingDay);
    const slots = organic.flatMap((channel, order) => {
      const posts = postsPerWeekOf(channel, input.cadence);
      const pool = posts <= workingDays.length ? workingDays : days;
      const offset = order % pool.length;
      const rotated = [...pool.slice(offset), ...pool.slice(0, offset)];
      const times = Array.from(
        { length: posts },
        (_, i) => rotated[Math.floor(((2 * i + 1) * rotated.length) / (2 * posts))] ?? start,
      ).sort((a, b) => a - b);
      return times.map((time) => {
        const slot = (posted.get(channel) ?? 0) + 1;
        posted.set(channel, slot);
        return { time, order, channel, slot };
      });
    });
    slots.sort((a, b) => a.time - b.time || a.order - b.order || a.slot - b.slot);
    return {
      week: w + 1,
      start: isoDate(days[0] ?? start),
      end: isoDate(days[6] ?? start),
      slots: slots.map(({ time, channel, slot }) => ({ date: isoDate(time), channel, slot })),
    };
  });
}
