import { describe, expect, it } from "vitest";

import { blankBrief } from "../generator/brief";
import { briefDetails, briefOf } from "./brief";

describe("the brief a saved copy came from", () => {
  it("fills the generator's form from what was kept, ignoring what has the wrong type", () => {
    const brief = briefOf("social", {
      platform: "x",
      topic: "Async standups",
      thread: true,
      useEmojis: "yes",
      writer: "w",
    });
    expect(brief).toEqual({
      ...blankBrief,
      contentType: "social",
      platform: "x",
      topic: "Async standups",
      thread: true,
    });
    expect(briefOf("scripts", { duration: 60 })?.duration).toBe(60);
    expect(briefOf("plan", { topic: "x" })).toBeNull();
  });

  it("lists the fields that were used, in the form's words", () => {
    expect(
      briefDetails("ads", {
        platform: "google",
        headline: "Brewly grinder",
        description: "Weighs every dose",
        toneStyle: "Bold",
        abTesting: true,
        useEmojis: true,
        language: "German",
      }),
    ).toEqual([
      { label: "Platform", value: "Google responsive search ad" },
      { label: "Product or offer", value: "Brewly grinder" },
      { label: "What it does, and for whom", value: "Weighs every dose" },
      { label: "Tone", value: "Bold" },
      { label: "Language", value: "German" },
      { label: "Options", value: "Use emojis, A/B testing" },
    ]);
    expect(briefDetails("email", { emailType: "welcome", body: "Say hi" })).toEqual([
      { label: "Kind of email", value: "Welcome" },
      { label: "What the email should get across", value: "Say hi" },
      { label: "Language", value: "English" },
    ]);
    expect(briefDetails("hooks", { topic: "Cold brew", audience: "", count: 10 })).toEqual([
      { label: "Topic", value: "Cold brew" },
    ]);
  });
});
