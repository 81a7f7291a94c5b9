import { describe, expect, it } from "vitest";

import { brief } from "../generator/fixtures/briefs";
import { callToActionCheck } from "./call-to-action";

const facebook = brief("facebook");
const englishEmail = { ...brief("email"), language: "English" as const };

describe("the call-to-action check", () => {
  it("passes an ad whose description tells the reader what to do", () => {
    const result = callToActionCheck(
      facebook,
      "Primary text: Bitter shots? Brewly reads your beans.\nHeadline: Brewly\nDescription: Start your free trial",
    );
    expect(result).toMatchObject({
      id: "callToAction",
      pass: true,
      why: "Tells the reader what to do: “Start your free trial”",
      weight: 15,
    });
  });

  it("finds the verb after a softener and in an email's body", () => {
    expect(
      callToActionCheck(
        englishEmail,
        "Subject: Welcome\nPreview: Hi\n\nHi Sam,\n\nGlad you are here. Just reply to this email with a question.",
      )?.pass,
    ).toBe(true);
  });

  it("fails an ad that never asks for anything", () => {
    const result = callToActionCheck(
      facebook,
      "Primary text: Bitter shots are no fun.\nHeadline: Brewly\nDescription: Only grinder that reads the roast date",
    );
    expect(result?.pass).toBe(false);
    expect(result?.why).toBe("No sentence tells the reader what to do next (like “Try it free”)");
  });

  it("does not take a script's scene name for a call to action", () => {
    const script = "[0:25–0:30] CALL TO ACTION\nThat is the whole trick.\n(End card)";
    expect(callToActionCheck(brief("script"), script)?.pass).toBe(false);
    expect(callToActionCheck(brief("script"), "[0:25–0:30] CALL TO ACTION\nTry it tonight.\n(End card)")?.pass).toBe(
      true,
    );
  });

  it("applies only to ads, emails and scripts written in English", () => {
    expect(callToActionCheck(brief("linkedin"), "Nothing to do here.")).toBeNull();
    expect(callToActionCheck(brief("email"), "Subject: Willkommen\n\nHallo!")).toBeNull();
  });
});
