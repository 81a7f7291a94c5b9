import { describe, expect, it } from "vitest";

import {
  callsIn,
  inRequestOrder,
  invalidParamsCode,
  invalidToolCallOf,
  mcpBodyOf,
  rateLimitedAnswer,
  requestIdOf,
  screenMessages,
  serverErrorCode,
} from "./envelope";

const call = (id: number, params?: unknown) => ({
  jsonrpc: "2.0",
  id,
  method: "tools/call",
  ...(params === undefined ? {} : { params }),
});
const save = (id: number) => call(id, { name: "save_to_library", arguments: { content: "x", contentType: "social" } });

describe("mcpBodyOf and callsIn", () => {
  it("counts a batch's messages, one message as one, and a body that is not JSON-RPC as one", () => {
    const batch = mcpBodyOf(JSON.stringify([save(1), save(2), { jsonrpc: "2.0", method: "notify" }]), 100);
    expect(batch).toMatchObject({ kind: "messages", batch: true });
    expect(callsIn(batch)).toBe(3);
    expect(callsIn(mcpBodyOf(JSON.stringify(save(1)), 100))).toBe(1);
    expect(callsIn(mcpBodyOf("[]", 100))).toBe(1);
    expect(mcpBodyOf("{not json", 100)).toEqual({ kind: "unreadable" });
    expect(callsIn(mcpBodyOf("{not json", 100))).toBe(1);
  });

  it("refuses a batch over the size allowed without counting its messages one by one", () => {
    const body = mcpBodyOf(JSON.stringify(Array.from({ length: 101 }, (_, i) => save(i))), 100);
    expect(body).toEqual({ kind: "oversized", size: 101 });
    expect(callsIn(body)).toBe(1);
    expect(mcpBodyOf(JSON.stringify(Array.from({ length: 100 }, (_, i) => save(i))), 100).kind).toBe("messages");
  });
});

describe("requestIdOf", () => {
  it("finds the id of a request only", () => {
    expect(requestIdOf(save(7))).toBe(7);
    expect(requestIdOf({ jsonrpc: "2.0", id: "a", method: "tools/list" })).toBe("a");
    expect(requestIdOf({ jsonrpc: "2.0", method: "notifications/initialized" })).toBeNull();
    expect(requestIdOf({ jsonrpc: "2.0", id: 1, result: {} })).toBeNull();
    expect(requestIdOf(null)).toBeNull();
    expect(requestIdOf([save(1)])).toBeNull();
  });
});

describe("invalidToolCallOf", () => {
  const malformed: [string, unknown, RegExp][] = [
    ["no params", undefined, /needs params/],
    ["params null", null, /needs params/],
    ["params an array", [], /needs params/],
    ["params a string", "save_to_library", /needs params/],
    ["name missing", { arguments: {} }, /tool's name/],
    ["name a number", { name: 3 }, /tool's name/],
    ["name null", { name: null }, /tool's name/],
    ["arguments a string", { name: "get_usage", arguments: "{}" }, /arguments .* must be an object/],
    ["arguments an array", { name: "get_usage", arguments: [] }, /arguments .* must be an object/],
    ["arguments a number", { name: "get_usage", arguments: 1 }, /arguments .* must be an object/],
    ["arguments null", { name: "get_usage", arguments: null }, /arguments .* must be an object/],
  ];

  it.each(malformed)("answers %s as invalid params, in plain words", (_label, params, message) => {
    const answer = invalidToolCallOf(call(4, params));
    expect(answer).toMatchObject({ jsonrpc: "2.0", id: 4, error: { code: invalidParamsCode } });
    expect(answer?.error.message).toMatch(/^Invalid params: /);
    expect(answer?.error.message).toMatch(message);
    expect(answer?.error.message).not.toMatch(/invalid_type|expected|"path"|\[/);
    expect(answer?.error).not.toHaveProperty("data");
  });

  it("leaves a well-formed call, other methods and notifications to the SDK", () => {
    expect(invalidToolCallOf(save(1))).toBeNull();
    expect(invalidToolCallOf(call(1, { name: "get_usage" }))).toBeNull();
    expect(invalidToolCallOf(call(1, { name: "get_usage", arguments: {}, _meta: { progressToken: 1 } }))).toBeNull();
    expect(invalidToolCallOf({ jsonrpc: "2.0", id: 1, method: "tools/list" })).toBeNull();
    expect(invalidToolCallOf({ jsonrpc: "2.0", method: "tools/call" })).toBeNull();
  });
});

describe("screenMessages", () => {
  it("forwards the calls within the limit and refuses each one past it with when to retry", () => {
    const messages = [save(1), save(2), { jsonrpc: "2.0", method: "notifications/initialized" }, save(3), save(4)];
    const screened = screenMessages(messages, 2, 42);
    expect(screened.forward).toEqual([save(1), save(2)]);
    expect(screened.refused).toBe(3);
    expect(screened.answers).toEqual([rateLimitedAnswer(3, 42), rateLimitedAnswer(4, 42)]);
    expect(screened.answers[0]?.error).toEqual({
      code: serverErrorCode,
      message: "Too many requests: this call is over the API key's rate limit. Try again in 42 seconds.",
      data: { code: "rate_limited", retryAfterSeconds: 42 },
    });
  });

  it("answers a malformed tools/call within the limit itself and forwards the rest", () => {
    const screened = screenMessages([call(1, null), save(2)], 2, 0);
    expect(screened.forward).toEqual([save(2)]);
    expect(screened.answers).toMatchObject([{ id: 1, error: { code: invalidParamsCode } }]);
    expect(screened.refused).toBe(0);
  });

  it("says a second in the singular", () => {
    expect(rateLimitedAnswer(1, 1).error.message).toMatch(/Try again in 1 second\.$/);
  });
});

describe("inRequestOrder", () => {
  it("orders a batch's answers as its requests, answers without a known id last", () => {
    const messages = [save(1), save(2), save(3)];
    const answers = [{ id: 3 }, { id: null }, { id: 1 }, { id: 2 }];
    expect(inRequestOrder(messages, answers)).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }, { id: null }]);
  });
});
