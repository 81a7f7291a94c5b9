import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

import { call, stream } from "./call";
import { noContent } from "./no-content";
import { route, streamRoute } from "./route";

const saveNote = route({
  method: "POST",
  path: "/api/notes/:id",
  input: z.object({ text: z.string() }),
  answer: z.object({ note: z.object({ id: z.string(), text: z.string() }) }),
});
const findNotes = route({
  method: "GET",
  path: "/api/notes",
  input: z.object({ q: z.string(), page: z.number().optional() }),
  answer: z.object({ notes: z.array(z.string()) }),
});
const deleteNote = route({ method: "DELETE", path: "/api/notes/:id", answer: noContent });
const writeNote = streamRoute({
  method: "POST",
  path: "/api/notes/write",
  input: z.object({ topic: z.string() }),
  contentType: "application/x-ndjson; charset=utf-8",
});

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const refusal = (status: number, error: Record<string, unknown>) => Response.json({ error }, { status });

describe("call", () => {
  it("sends the input as JSON to the path with its params, and answers the data its schema read", async () => {
    fetchMock.mockResolvedValue(Response.json({ note: { id: "a/1", text: "Hi" }, extra: true }, { status: 201 }));
    expect(await call(saveNote, { text: "Hi" }, { params: { id: "a/1" } })).toEqual({
      ok: true,
      data: { note: { id: "a/1", text: "Hi" } },
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/notes/a%2F1");
    expect(init).toEqual({
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text: "Hi" }),
    });
  });

  it("sends a GET's input as its query, and nothing but what the caller asked for", async () => {
    fetchMock.mockResolvedValue(Response.json({ notes: [] }));
    await call(findNotes, { q: "cold email", page: 2 }, { cache: "no-store" });
    expect(fetchMock).toHaveBeenCalledWith("/api/notes?q=cold+email&page=2", { cache: "no-store" });
  });

  it("calls another origin with the caller's headers, and reads an empty 204 as no content", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const answer = await call(deleteNote, undefined, {
      params: { id: "7" },
      baseUrl: "https://hookline.test",
      headers: { authorization: "Bearer hk_x" },
    });
    expect(answer).toEqual({ ok: true, data: undefined });
    expect(fetchMock).toHaveBeenCalledWith("https://hookline.test/api/notes/7", {
      method: "DELETE",
      headers: { authorization: "Bearer hk_x" },
    });
  });

  it("answers a refusal with the server's code, message and status", async () => {
    fetchMock.mockResolvedValue(refusal(409, { code: "conflict", message: "You have 10 API keys already." }));
    expect(await call(saveNote, { text: "Hi" }, { params: { id: "1" } })).toEqual({
      ok: false,
      error: { code: "conflict", message: "You have 10 API keys already.", status: 409 },
    });
  });

  it("keeps what else a refusal carries, such as a 402's usage", async () => {
    const usage = { plan: "essential", used: 50, limit: 50, remaining: 0 };
    fetchMock.mockResolvedValue(refusal(402, { code: "payment_required", message: "You have used 50 of 50.", usage }));
    const answer = await call(saveNote, { text: "Hi" }, { params: { id: "1" } });
    expect(answer).toEqual({
      ok: false,
      error: { code: "payment_required", message: "You have used 50 of 50.", status: 402, usage },
    });
  });

  it("keeps how long a refusal asks to wait (Retry-After, in seconds or as a date)", async () => {
    const limited = (retryAfter: string) =>
      new Response(JSON.stringify({ error: { code: "rate_limited", message: "Too many requests." } }), {
        status: 429,
        headers: { "content-type": "application/json", "retry-after": retryAfter },
      });
    fetchMock.mockResolvedValueOnce(limited("540"));
    expect(await call(findNotes, { q: "" })).toMatchObject({ ok: false, error: { retryAfterSeconds: 540 } });
    fetchMock.mockResolvedValueOnce(limited(new Date(Date.now() + 120_000).toUTCString()));
    const dated = await call(findNotes, { q: "" });
    expect(dated.ok ? null : dated.error.retryAfterSeconds).toBeGreaterThanOrEqual(118);
    fetchMock.mockResolvedValueOnce(limited("soon"));
    const unreadable = await call(findNotes, { q: "" });
    expect(unreadable.ok ? null : unreadable.error).not.toHaveProperty("retryAfterSeconds");
  });

  it("names a code the server does not have by the status it came with", async () => {
    fetchMock.mockResolvedValue(refusal(500, { code: "internal", message: "boom" }));
    expect(await call(findNotes, { q: "" })).toMatchObject({
      ok: false,
      error: { code: "internal_error", status: 500 },
    });
  });

  it("answers an answer its schema does not read as invalid_answer, never as data", async () => {
    fetchMock.mockResolvedValue(Response.json({ note: { id: 1 } }));
    expect(await call(saveNote, { text: "Hi" }, { params: { id: "1" } })).toEqual({
      ok: false,
      error: {
        code: "invalid_answer",
        message: "Hookline's answer could not be read. Reload the page and try again.",
        status: 200,
        generic: true,
      },
    });
  });

  it("answers a network failure as network_error instead of throwing", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await call(findNotes, { q: "" })).toEqual({
      ok: false,
      error: {
        code: "network_error",
        message: "The connection was lost. Check your network and try again.",
        status: 0,
        generic: true,
      },
    });
  });

  it("answers a proxy's 502 page as the server being unavailable", async () => {
    fetchMock.mockResolvedValue(
      new Response("<html><h1>502 Bad Gateway</h1></html>", { status: 502, headers: { "content-type": "text/html" } }),
    );
    expect(await call(findNotes, { q: "" })).toEqual({
      ok: false,
      error: {
        code: "unavailable",
        message: "Hookline is not answering right now. Please try again in a moment.",
        status: 502,
        generic: true,
      },
    });
  });

  it("tells a timeout from a request the caller stopped", async () => {
    fetchMock.mockRejectedValueOnce(new DOMException("The operation timed out.", "TimeoutError"));
    expect(await call(findNotes, { q: "" })).toMatchObject({ ok: false, error: { code: "timeout", status: 0 } });
    fetchMock.mockRejectedValueOnce(new DOMException("This operation was aborted", "AbortError"));
    expect(await call(findNotes, { q: "" })).toMatchObject({ ok: false, error: { code: "aborted", status: 0 } });
  });
});

describe("stream", () => {
  const ndjson = (text: string) =>
    new Response(text, { headers: { "content-type": "application/x-ndjson; charset=utf-8" } });

  it("hands over the body when the server streams", async () => {
    fetchMock.mockResolvedValue(ndjson('{"type":"delta","text":"Hi"}\n'));
    const answer = await stream(writeNote, { topic: "Hi" });
    if (!answer.ok) throw new Error(answer.error.message);
    expect(await new Response(answer.data).text()).toBe('{"type":"delta","text":"Hi"}\n');
  });

  it("answers a refusal, or a JSON answer instead of the stream, as an error", async () => {
    fetchMock.mockResolvedValueOnce(
      refusal(403, { code: "email_unconfirmed", message: "Confirm your email to start generating." }),
    );
    expect(await stream(writeNote, { topic: "Hi" })).toEqual({
      ok: false,
      error: { code: "email_unconfirmed", message: "Confirm your email to start generating.", status: 403 },
    });
    fetchMock.mockResolvedValueOnce(Response.json({ text: "Hi" }));
    expect(await stream(writeNote, { topic: "Hi" })).toMatchObject({
      ok: false,
      error: { code: "invalid_answer", status: 200 },
    });
  });
});
