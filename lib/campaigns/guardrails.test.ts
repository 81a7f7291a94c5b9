import { describe, expect, it } from "vitest";

import { checkGuardrails, type GuardrailRules } from "./guardrails";

const rules: GuardrailRules = {
  bannedTerms: ["guaranteed", "risk free"],
  disclosure: "Paid partnership with Hookline.",
  callToAction: "Start your free trial",
};

describe("a campaign's guardrails", () => {
  it("passes assets with no banned term, the disclosure in paid ads and the call to action", () => {
    const report = checkGuardrails(
      [
        {
          id: "meta-1",
          channel: "metaAd",
          text: "Launch faster. Start your free trial. Paid partnership with Hookline.",
        },
        { id: "x-1", channel: "x", text: "start your free trial today" },
      ],
      rules,
    );
    expect(report).toMatchObject({ bannedTermHits: 0, missingDisclosures: 0, missingCallsToAction: 0, passed: true });
    expect(report.assets.map((asset) => asset.disclosure)).toEqual(["present", "not required"]);
  });

  it("says which asset has which banned term and how often", () => {
    const report = checkGuardrails(
      [
        { id: "x-1", channel: "x", text: "Guaranteed results, guaranteed! Risk free. Start your free trial" },
        { id: "li-1", channel: "linkedin", text: "Start your free trial" },
      ],
      rules,
    );
    expect(report.assets[0]?.bannedTerms).toEqual([
      { term: "guaranteed", count: 2 },
      { term: "risk free", count: 1 },
    ]);
    expect(report.assets[1]?.bannedTerms).toEqual([]);
    expect(report).toMatchObject({ bannedTermHits: 3, passed: false });
  });

  it("needs the disclosure word for word in every paid ad, a line break standing for a space", () => {
    const report = checkGuardrails(
      [
        { id: "google-1", channel: "googleSearchAd", text: "Start your free trial. Paid partnership\nwith Hookline." },
        { id: "li-ad-1", channel: "linkedinAd", text: "Start your free trial. paid partnership with Hookline." },
        { id: "meta-1", channel: "metaAd", text: "Start your free trial. Paid partnership with Hookline" },
      ],
      rules,
    );
    expect(report.assets.map((asset) => asset.disclosure)).toEqual(["present", "missing", "missing"]);
    expect(report).toMatchObject({ missingDisclosures: 2, passed: false });
  });

  it("asks for no disclosure when the campaign has none", () => {
    const report = checkGuardrails([{ id: "meta-1", channel: "metaAd", text: "Start your free trial" }], {
      ...rules,
      disclosure: "  ",
    });
    expect(report.assets[0]?.disclosure).toBe("not required");
    expect(report.passed).toBe(true);
  });

  it("holds each asset to the campaign's call to action unless it sets its own", () => {
    const report = checkGuardrails(
      [
        { id: "x-1", channel: "x", text: "Try it free" },
        { id: "email-1", channel: "email", text: "Book a demo", callToAction: "Book a demo" },
        { id: "li-1", channel: "linkedin", text: "Start your free trial", callToAction: "Book a demo" },
      ],
      rules,
    );
    expect(report.assets.map((asset) => asset.callToAction)).toEqual([
      { expected: "Start your free trial", present: false },
      { expected: "Book a demo", present: true },
      { expected: "Book a demo", present: false },
    ]);
    expect(report.missingCallsToAction).toBe(2);
  });

  it("passes an empty campaign", () => {
    expect(checkGuardrails([], rules)).toEqual({
      assets: [],
      bannedTermHits: 0,
      missingDisclosures: 0,
      missingCallsToAction: 0,
      passed: true,
    });
  });
});
