import type { CampaignAnswer } from "@/lib/campaigns/answer";
import { campaignChannels } from "@/lib/config/campaigns";

const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

/** The organic posts week by week, each day with the posts it carries. */
export function CalendarPanel({ calendar }: { calendar: CampaignAnswer["calendar"] }) {
  if (calendar.every((week) => week.slots.length === 0)) return null;
  return (
    <section aria-labelledby="calendar-heading" className="grid gap-3 rounded-lg border p-4">
      <h2 id="calendar-heading" className="text-lg font-semibold">
        Calendar
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {calendar.map((week) => {
          const days = [...new Set(week.slots.map((slot) => slot.date))];
          return (
            <div key={week.week} className="grid content-start gap-2" data-testid="calendar-week">
              <h3 className="text-sm font-semibold">{`Week ${week.week} · ${dayLabel(week.start)} – ${dayLabel(week.end)}`}</h3>
              <ul className="grid gap-1 text-sm">
                {days.map((date) => (
                  <li key={date} className="flex flex-wrap gap-x-2">
                    <span className="w-28 shrink-0 font-medium">{dayLabel(date)}</span>
                    <span className="text-muted-foreground">
                      {week.slots
                        .filter((slot) => slot.date === date)
                        .map((slot) => `${campaignChannels[slot.channel].label} ${slot.slot}`)
                        .join(", ")}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </section>
  );
}
