import { describe, expect, it } from "vitest";

import { isTimeZone, localTime, postingTime, postingTimesOf, zonedInstant } from "./schedule";

describe("posting times", () => {
  it("keeps the chosen clock's time and converts it to the right instant", () => {
    expect(postingTime("2026-12-01", "09:00", "Europe/Berlin")).toEqual({
      local: "2026-12-01 09:00",
      instant: new Date("2026-12-01T08:00:00Z"),
    });
    expect(postingTime("2026-07-01", "09:00", "Europe/Berlin").instant).toEqual(new Date("2026-07-01T07:00:00Z"));
    expect(postingTime("2026-12-01", "09:00", "America/Los_Angeles").instant).toEqual(new Date("2026-12-01T17:00:00Z"));
    expect(postingTime("2026-12-01", "09:00", "Asia/Kolkata").instant).toEqual(new Date("2026-12-01T03:30:00Z"));
    expect(postingTime("2026-12-01", "09:00", "UTC").instant).toEqual(new Date("2026-12-01T09:00:00Z"));
  });

  it("crosses a daylight-saving change on the right side", () => {
    // Berlin moves from +01:00 to +02:00 at 02:00 on 29 March 2026, and back at 03:00 on 25 October.
    expect(zonedInstant("2026-03-28", "09:00", "Europe/Berlin")).toEqual(new Date("2026-03-28T08:00:00Z"));
    expect(zonedInstant("2026-03-29", "09:00", "Europe/Berlin")).toEqual(new Date("2026-03-29T07:00:00Z"));
    expect(zonedInstant("2026-10-25", "09:00", "Europe/Berlin")).toEqual(new Date("2026-10-25T08:00:00Z"));
    // 02:30 does not exist that night in Berlin: it is taken as 03:30 summer time.
    expect(localTime(zonedInstant("2026-03-29", "02:30", "Europe/Berlin"), "Europe/Berlin")).toBe("2026-03-29 03:30");
    // New York springs forward on 8 March 2026.
    expect(zonedInstant("2026-03-08", "09:00", "America/New_York")).toEqual(new Date("2026-03-08T13:00:00Z"));
  });

  it("spaces a channel's second post of a day and leaves undated posts out", () => {
    const times = postingTimesOf(
      [
        { id: "a", channel: "x", date: "2026-12-01" },
        { id: "b", channel: "x", date: "2026-12-01" },
        { id: "c", channel: "linkedin", date: "2026-12-01" },
        { id: "d", channel: "metaAd", date: null },
      ],
      "09:00",
      "Europe/Berlin",
    );
    expect(times.get("a")?.local).toBe("2026-12-01 09:00");
    expect(times.get("b")?.local).toBe("2026-12-01 13:00");
    expect(times.get("c")?.local).toBe("2026-12-01 09:00");
    expect(times.has("d")).toBe(false);
  });

  it("knows a time zone from a typo", () => {
    expect(isTimeZone("Europe/Berlin")).toBe(true);
    expect(isTimeZone("Europe/Berlinn")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });
});
