import { describe, expect, it } from "vitest";

import { countTerm } from "./banned-terms";

describe("counting a banned term", () => {
  it("counts whole words in any capitalisation", () => {
    expect(countTerm("Free shipping. FREE returns! free?", "free")).toBe(3);
    expect(countTerm("Freedom is carefree", "free")).toBe(0);
  });

  it("counts a word joined by a hyphen or followed by punctuation, not one inside a longer word", () => {
    expect(countTerm("Sugar-free, (free) and free.", "free")).toBe(3);
    expect(countTerm("free_trial and free2go", "free")).toBe(0);
  });

  it("matches a term of several words across spaces and line breaks, not its words apart", () => {
    expect(countTerm("A risk free offer, risk\nfree, RISK   FREE.", "risk free")).toBe(3);
    expect(countTerm("Risk nothing: it's free", "risk free")).toBe(0);
  });

  it("treats accented letters as letters, however the accent was typed", () => {
    expect(countTerm("Le café, les cafés", "café")).toBe(1);
    expect(countTerm("Le cafe\u0301 du coin", "café")).toBe(1);
    expect(countTerm("CAFÉ", "café")).toBe(1);
    expect(countTerm("cafe", "café")).toBe(0);
    expect(countTerm("Ünïcode ünïcode", "ÜNÏCODE")).toBe(2);
  });

  it("reads the term's punctuation literally", () => {
    expect(countTerm("We're #1. Really #1", "#1")).toBe(2);
    expect(countTerm("Save 100% now", "100%")).toBe(1);
    expect(countTerm("(c) a.b", "a.b")).toBe(1);
    expect(countTerm("axb", "a.b")).toBe(0);
  });

  it("counts nothing for an empty term or an empty text", () => {
    expect(countTerm("anything", "  ")).toBe(0);
    expect(countTerm("", "free")).toBe(0);
  });
});
