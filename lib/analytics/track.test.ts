// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { localStorageKeys } from "../storage-keys";
import { getConsent, setConsent, subscribeConsent } from "./consent";
import { setAnalyticsTransport, track } from "./track";

describe("track", () => {
  const sent = vi.fn();
  let restore: () => void;

  beforeEach(() => {
    localStorage.clear();
    sent.mockClear();
    restore = setAnalyticsTransport(sent);
  });
  afterEach(() => restore());

  it("sends nothing while the visitor has not decided", () => {
    expect(track("page_view")).toBe(false);
    expect(sent).not.toHaveBeenCalled();
  });

  it("sends nothing after the visitor declined", () => {
    setConsent("declined");
    track("survey_completed", { role: "Founder" });
    expect(sent).not.toHaveBeenCalled();
  });

  it("sends events once the visitor accepted", () => {
    setConsent("accepted");
    expect(track("demo_completed", { template: "email" })).toBe(true);
    expect(sent).toHaveBeenCalledWith("demo_completed", { template: "email" });
  });

  it("never lets a failing transport break the page", async () => {
    setConsent("accepted");
    setAnalyticsTransport(() => Promise.reject(new Error("blocked by an ad blocker")));
    expect(() => track("page_view")).not.toThrow();
  });
});

describe("consent", () => {
  beforeEach(() => localStorage.clear());

  it("is stored under its documented key with its documented values", () => {
    setConsent("accepted");
    expect(localStorage.getItem("cookieConsent")).toBe("accepted");
    expect(localStorageKeys.cookieConsent).toBe("cookieConsent");
  });

  it("ignores values it does not know", () => {
    localStorage.setItem("cookieConsent", "maybe");
    expect(getConsent()).toBeNull();
  });

  it("tells subscribers about changes here and in other tabs", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeConsent(listener);
    setConsent("declined");
    window.dispatchEvent(new StorageEvent("storage", { key: "cookieConsent" }));
    window.dispatchEvent(new StorageEvent("storage", { key: "somethingElse" }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    setConsent("accepted");
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
