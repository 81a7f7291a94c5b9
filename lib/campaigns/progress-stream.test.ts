import { describe, expect, it } from "vitest";

import { progressStream, type ProgressEvent } from "./progress-stream";

const event = (status: ProgressEvent["status"], done: number): ProgressEvent => ({
  status,
  progress: { units: 2, total: 2, pending: 2 - done, running: 0, done, failed: 0 },
  updatedAt: "2026-03-02T10:00:00.000Z",
});

const textOf = async (stream: ReadableStream<Uint8Array>) => new Response(stream).text();
const progressEvents = (text: string) => text.split("\n\n").filter((block) => block.startsWith("event: progress"));

describe("the campaign's progress stream", () => {
  it("sends the first reading, then each change only, and ends when the campaign is done", async () => {
    const readings = [event("running", 0), event("running", 1), event("done", 2)];
    const stream = progressStream({
      read: async () => readings.shift() ?? event("done", 2),
      first: event("running", 0),
      signal: new AbortController().signal,
      pollMs: 1,
      lifetimeMs: 60_000,
      reconnectMs: 2_000,
    });
    const text = await textOf(stream);
    expect(text.startsWith("retry: 2000\n\n")).toBe(true);
    expect(progressEvents(text)).toHaveLength(3);
    expect(text).toContain("event: end");
  });

  it("ends without the end event when its lifetime is up, so the browser reconnects", async () => {
    let time = 0;
    const stream = progressStream({
      read: async () => event("running", 0),
      first: event("running", 0),
      signal: new AbortController().signal,
      pollMs: 1,
      lifetimeMs: 3,
      reconnectMs: 2_000,
      now: () => (time += 1),
    });
    const text = await textOf(stream);
    expect(progressEvents(text)).toHaveLength(1);
    expect(text).not.toContain("event: end");
  });

  it("sends the first reading at once, while the stream stays open", async () => {
    const reader = progressStream({
      read: async () => event("running", 0),
      first: event("running", 0),
      signal: new AbortController().signal,
      pollMs: 60_000,
      lifetimeMs: 600_000,
      reconnectMs: 2_000,
    }).getReader();
    let text = "";
    while (!text.includes("event: progress")) {
      const { value } = await reader.read();
      text += new TextDecoder().decode(value);
    }
    expect(text).toContain('"status":"running"');
    await reader.cancel();
  });

  it("stops reading once the client has left", async () => {
    const leave = new AbortController();
    let reads = 0;
    const stream = progressStream({
      read: async () => {
        reads += 1;
        if (reads === 2) leave.abort();
        return event("running", 0);
      },
      first: event("running", 0),
      signal: leave.signal,
      pollMs: 1,
      lifetimeMs: 60_000,
      reconnectMs: 2_000,
    });
    await textOf(stream);
    expect(reads).toBe(2);
  });
});
