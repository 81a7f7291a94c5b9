import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";

import { answerMalformedPath, identifyRequest, undecodablePagePath } from "./incoming";

function incoming(url: string, headers: Record<string, string> = {}, remoteAddress = "198.51.100.7"): IncomingMessage {
  return { url, headers: { ...headers }, socket: { remoteAddress } } as unknown as IncomingMessage;
}

function response() {
  const sent: { status?: number; headers?: Record<string, unknown>; body?: string } = {};
  const target = {
    writeHead(status: number, headers: Record<string, unknown>) {
      sent.status = status;
      sent.headers = headers;
    },
    end(body: string) {
      sent.body = body;
    },
  };
  return { sent, target: target as unknown as ServerResponse };
}

describe("identifyRequest", () => {
  it("replaces a client's X-Forwarded-For with the socket's address when no proxy is trusted", () => {
    const request = incoming("/", { "x-forwarded-for": "1.2.3.4", "x-request-id": "chosen-by-client-123" });
    identifyRequest(request, 0);
    expect(request.headers["x-forwarded-for"]).toBe("198.51.100.7");
    expect(request.headers["x-request-id"]).not.toBe("chosen-by-client-123");
  });

  it("keeps what the trusted proxy appended, and the proxy's request id", () => {
    const request = incoming(
      "/",
      { "x-forwarded-for": "1.2.3.4, 203.0.113.9", "x-request-id": "proxy-id-12345678" },
      "10.0.0.2",
    );
    identifyRequest(request, 1);
    expect(request.headers["x-forwarded-for"]).toBe("203.0.113.9");
    expect(request.headers["x-request-id"]).toBe("proxy-id-12345678");
  });
});

describe("answerMalformedPath", () => {
  it("answers an API path that does not decode with a 400 in the error shape", () => {
    const { sent, target } = response();
    expect(answerMalformedPath(incoming("/api/copies/%E0%A4%A?x=1"), target)).toBe(true);
    expect(sent.status).toBe(400);
    expect(sent.headers?.["Cache-Control"]).toBe("private, no-store");
    expect(JSON.parse(sent.body ?? "")).toEqual({ error: { code: "invalid_input", message: expect.any(String) } });
  });

  it("sends a page path that does not decode to the not-found page, and leaves good paths alone", () => {
    const { sent, target } = response();
    const page = incoming("/blog/%E0%A4%A");
    expect(answerMalformedPath(page, target)).toBe(false);
    expect(page.url).toBe(undecodablePagePath);
    const good = incoming("/blog/caf%C3%A9?q=%25");
    expect(answerMalformedPath(good, target)).toBe(false);
    expect(good.url).toBe("/blog/caf%C3%A9?q=%25");
    expect(sent.status).toBeUndefined();
  });
});
