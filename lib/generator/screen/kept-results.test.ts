import { describe, expect, it } from "vitest";

import { blankBrief, type Brief } from "../brief";
import {
  keptFor,
  noKeptResults,
  platformFor,
  setAside,
  settled,
  type Keepable,
  type KeptResults,
} from "./kept-results";

const linkedIn: Brief = { ...blankBrief, contentType: "social", platform: "linkedin", topic: "Async standups" };
const done: Keepable = { status: "done", text: "A LinkedIn post.", message: null };
const none: KeptResults<Keepable> = noKeptResults;

describe("results kept across content types and platforms", () => {
  it("brings back a result on the type and platform it was made for, and nowhere else", () => {
    const kept = setAside(none, linkedIn, done);
    expect(keptFor(kept, "social", "linkedin")).toEqual({ brief: linkedIn, state: done });
    expect(keptFor(kept, "social", "x")).toBeUndefined();
    expect(keptFor(kept, "email", "")).toBeUndefined();
  });

  it("reopens a content type on the platform it was left on", () => {
    const kept = setAside(none, { ...linkedIn, platform: "x" }, done);
    expect(platformFor(kept, "social")).toBe("x");
    expect(platformFor(kept, "ads")).toBe("facebook");
  });

  it("keeps a result still being written as stopped, with what was written", () => {
    const streaming: Keepable = { status: "streaming", text: "Half a po", message: null };
    expect(settled(streaming)).toEqual({ status: "done", text: "Half a po", message: "Stopped." });
    expect(keptFor(setAside(none, linkedIn, streaming), "social", "linkedin")?.state.status).toBe("done");
  });

  it("keeps nothing for a result without text, and forgets what was kept before in that place", () => {
    const waiting: Keepable = { status: "waiting", text: "", message: null };
    expect(settled(waiting)).toBeNull();
    const kept = setAside(setAside(none, linkedIn, done), linkedIn, waiting);
    expect(keptFor(kept, "social", "linkedin")).toBeUndefined();
  });

  it("keeps nothing when no result was on screen", () => {
    expect(setAside(none, null, done)).toBe(none);
  });
});
