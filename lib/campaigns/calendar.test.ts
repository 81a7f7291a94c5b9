import { describe, expect, it } from "vitest";

import { campaignLimits } from "../config/campaigns";
import { campaignCalendar, type CalendarWeek } from "./calendar";

// 2026-03-02 is a Monday.
const monday = "2026-03-02";

const datesOf = (weeks: CalendarWeek[], channel: string) =>
  weeks.flatMap((week) => week.slots.filter((slot) => slot.channel === channel).map((slot) => slot.date));

describe("the campaign calendar", () => {
  it("spreads a channel's posts evenly over the working days", () => {
    const weeks = campaignCalendar({ startDate: monday, weeks: 1, channels: ["linkedin"] });
    expect(datesOf(weeks, "linkedin")).toEqual(["2026-03-02", "2026-03-04", "2026-03-06"]);
    const daily = campaignCalendar({ startDate: monday, weeks: 1, channels: ["x"] });
    expect(datesOf(daily, "x")).toEqual(["2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05", "2026-03-06"]);
  });

  it("starts each further channel a working day later, so they do not all post on the same days", () => {
    const weeks = campaignCalendar({ startDate: monday, weeks: 1, channels: ["linkedin", "facebook"] });
    expect(datesOf(weeks, "linkedin")).toEqual(["2026-03-02", "2026-03-04", "2026-03-06"]);
    expect(datesOf(weeks, "facebook")).toEqual(["2026-03-02", "2026-03-03", "2026-03-05"]);
    expect(weeks[0]?.slots.slice(0, 2).map((slot) => slot.channel)).toEqual(["linkedin", "facebook"]);
  });

  it("counts weeks from the start date, whatever its weekday, and keeps posts off the weekend", () => {
    const saturday = "2026-03-07";
    const weeks = campaignCalendar({ startDate: saturday, weeks: 2, channels: ["email"] });
    expect(weeks.map(({ week, start, end }) => ({ week, start, end }))).toEqual([
      { week: 1, start: "2026-03-07", end: "2026-03-13" },
      { week: 2, start: "2026-03-14", end: "2026-03-20" },
    ]);
    expect(datesOf(weeks, "email")).toEqual(["2026-03-11", "2026-03-18"]);
  });

  it("numbers each channel's posts across the whole campaign", () => {
    const weeks = campaignCalendar({ startDate: monday, weeks: 2, channels: ["linkedin"] });
    expect(weeks.map((week) => week.slots.map((slot) => slot.slot))).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
  });

  it("leaves paid ads off the calendar, even with a cadence given for them", () => {
    const weeks = campaignCalendar({
      startDate: monday,
      weeks: 1,
      channels: ["googleSearchAd", "metaAd", "linkedinAd"],
      cadence: { metaAd: 3 },
    });
    expect(weeks).toEqual([{ week: 1, start: "2026-03-02", end: "2026-03-08", slots: [] }]);
  });

  it("follows an edited cadence: none, the weekend too, and more than once a day", () => {
    const { max } = campaignLimits.postsPerWeek;
    const none = campaignCalendar({ startDate: monday, weeks: 1, channels: ["x", "linkedin"], cadence: { x: 0 } });
    expect(datesOf(none, "x")).toEqual([]);
    expect(datesOf(none, "linkedin")).toHaveLength(3);
    const seven = campaignCalendar({ startDate: monday, weeks: 1, channels: ["x"], cadence: { x: 7 } });
    expect(new Set(datesOf(seven, "x")).size).toBe(7);
    const most = campaignCalendar({ startDate: monday, weeks: 1, channels: ["x"], cadence: { x: max } });
    const dates = datesOf(most, "x");
    expect(dates).toHaveLength(max);
    expect(dates.filter((date) => date === monday).length).toBeGreaterThan(1);
  });

  it("refuses a cadence outside the limits", () => {
    const { max } = campaignLimits.postsPerWeek;
    expect(() => campaignCalendar({ startDate: monday, weeks: 1, channels: ["x"], cadence: { x: max + 1 } })).toThrow(
      RangeError,
    );
    expect(() => campaignCalendar({ startDate: monday, weeks: 1, channels: ["x"], cadence: { x: 1.5 } })).toThrow(
      RangeError,
    );
  });

  it("crosses month ends and leap days on the calendar's own dates", () => {
    const weeks = campaignCalendar({ startDate: "2028-02-28", weeks: 1, channels: ["x"] });
    expect(datesOf(weeks, "x")).toEqual(["2028-02-28", "2028-02-29", "2028-03-01", "2028-03-02", "2028-03-03"]);
  });

  it("gives the same calendar for the same brief, and empty weeks without organic channels", () => {
    const input = { startDate: monday, weeks: 4, channels: ["x", "instagram", "email", "threads"] as const };
    expect(campaignCalendar(input)).toEqual(campaignCalendar(input));
    expect(campaignCalendar({ startDate: monday, weeks: 4, channels: [] }).map((week) => week.slots)).toEqual([
      [],
      [],
      [],
      [],
    ]);
  });

  it("refuses a start date that is not one", () => {
    expect(() => campaignCalendar({ startDate: "someday", weeks: 1, channels: ["x"] })).toThrow(RangeError);
  });
});
