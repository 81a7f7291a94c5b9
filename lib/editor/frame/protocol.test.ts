import { describe, expect, it, vi } from "vitest";

import { channel, editorMessageSchema, frameMessageSchema, postMessageTo, readMessage } from "./protocol.ts";

const frameWindow = { name: "frame" };
const from = { origin: "http://localhost:3000", source: frameWindow };
const key = { codebaseId: "hero-3fa2b1c9-0_1", storyboardId: "home", uniquePath: "0-1" };
const event = (message: unknown, overrides: Partial<{ origin: string; source: unknown; data: unknown }> = {}) => ({
  data: { channel, message },
  origin: from.origin,
  source: frameWindow,
  ...overrides,
});

describe("preview frame messages", () => {
  it("accepts a valid message from the frame's window and origin", () => {
    expect(readMessage(event({ type: "selectedKey", key }), from, frameMessageSchema)).toEqual({
      type: "selectedKey",
      key,
    });
    expect(readMessage(event({ type: "hydrationErrorStatus", status: "error" }), from, frameMessageSchema)).toEqual({
      type: "hydrationErrorStatus",
      status: "error",
    });
  });

  it("ignores another origin, another window, the page's own messages and malformed ones", () => {
    const message = { type: "selectedKey", key };
    expect(readMessage(event(message, { origin: "https://evil.example" }), from, frameMessageSchema)).toBeNull();
    expect(readMessage(event(message, { source: {} }), from, frameMessageSchema)).toBeNull();
    expect(readMessage(event(message, { data: message }), from, frameMessageSchema)).toBeNull();
    expect(
      readMessage(event({ type: "selectedKey", key: { ...key, codebaseId: "a b" } }), from, frameMessageSchema),
    ).toBeNull();
    expect(readMessage(event({ type: "hydrationErrorStatus", status: "broken" }), from, frameMessageSchema)).toBeNull();
    expect(readMessage(event({ type: "helperError", message: "Something else" }), from, frameMessageSchema)).toBeNull();
    expect(readMessage(event({ type: "launchMissiles" }), from, frameMessageSchema)).toBeNull();
  });

  it("carries the helper's error texts", () => {
    for (const message of [
      "No component name",
      "Could not find element",
      "Could not find component",
      "No component found",
    ]) {
      expect(readMessage(event({ type: "helperError", message }), from, frameMessageSchema)).toEqual({
        type: "helperError",
        message,
      });
    }
  });

  it("checks editor messages too", () => {
    expect(editorMessageSchema.safeParse({ type: "setModes", aiMode: true, driveMode: false, zoom: 0.5 }).success).toBe(
      true,
    );
    expect(editorMessageSchema.safeParse({ type: "setModes", aiMode: true, driveMode: false, zoom: 40 }).success).toBe(
      false,
    );
    expect(
      editorMessageSchema.safeParse({ type: "instantUpdate", changeId: "not-a-uuid", kind: "text", codebaseId: "x" })
        .success,
    ).toBe(false);
  });

  it("posts only to an exact origin", () => {
    const target = { postMessage: vi.fn() };
    postMessageTo(target, "http://localhost:3000", { type: "refresh" });
    expect(target.postMessage).toHaveBeenCalledWith({ channel, message: { type: "refresh" } }, "http://localhost:3000");
    expect(() => postMessageTo(target, "*", { type: "refresh" })).toThrow();
  });
});
