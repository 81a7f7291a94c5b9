import { describe, expect, it } from "vitest";
import { z } from "zod";

import { captureStdout } from "@/tests/support/captured-output";

import {
  AppError,
  handle,
  jsonFromText,
  parseJsonBody,
  refuseControlCharactersInQuery,
  toErrorResponse,
} from "./errors";

const body = async (response: Response) => (await response.json()) as { error: { code: string; message: string } };

describe("toErrorResponse", () => {
  it("answers an AppError with its status, code, message and headers", async () => {
    const response = toErrorResponse(new AppError("rate_limited", "Slow down.", { "Retry-After": "12" }));
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("12");
    expect(await body(response)).toEqual({ error: { code: "rate_limited", message: "Slow down." } });
  });

  it("answers invalid input with 400 and names the field", async () => {
    const result = z.object({ email: z.email("Please enter a valid email address") }).safeParse({ email: "nope" });
    const response = toErrorResponse(result.error);
    expect(response.status).toBe(400);
    expect(await body(response)).toEqual({
      error: { code: "invalid_input", message: "email: Please enter a valid email address" },
    });
  });

  it("hides unexpected errors behind a generic 500", async () => {
    // The error is logged; the capture keeps the line out of the test's output.
    captureStdout();
    const response = toErrorResponse(new Error("connection string with a password"));
    expect(response.status).toBe(500);
    expect(JSON.stringify(await body(response))).not.toContain("password");
  });
});

describe("handle and the request id", () => {
  const failing = handle(async () => {
    throw new Error("connection string with a password");
  });

  it("logs an unexpected error once, with the request id, method, path and stack, and answers with the same id", async () => {
    const output = captureStdout();
    const response = await failing(
      new Request("http://x/api/copies?draft=1", { method: "DELETE", headers: { "x-request-id": "proxy-id-0042" } }),
      undefined,
    );
    expect(response.status).toBe(500);
    expect(response.headers.get("x-request-id")).toBe("proxy-id-0042");
    const answer = await response.text();
    expect(answer).toBe('{"error":{"code":"internal_error","message":"Something went wrong."}}');
    const log = output.text();
    expect(log.match(/ERROR: unexpected error in a route handler/g)).toHaveLength(1);
    expect(log).toContain('"requestId":"proxy-id-0042","method":"DELETE","path":"/api/copies"');
    expect(log).toContain("connection string with a password");
    expect(log).toContain("errors.test.ts");
  });

  it("makes up an id for a request without one, and the answer names the id the log line carries", async () => {
    const output = captureStdout();
    const response = await failing(new Request("http://x/api/copies"), undefined);
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(output.text()).toContain(`"requestId":"${id}"`);
  });

  it("names the request id on every answer, refusals and redirects included, and logs no refusal", async () => {
    const output = captureStdout();
    const headers = { "x-request-id": "proxy-id-0043" };
    const refused = await handle(async () => {
      throw new AppError("not_found", "No such copy.");
    })(new Request("http://x/api/copies/1", { headers }), undefined);
    const redirected = await handle(async () => Response.redirect("http://x/dashboard", 303))(
      new Request("http://x/api/go", { headers }),
      undefined,
    );
    expect(refused.status).toBe(404);
    expect(refused.headers.get("x-request-id")).toBe("proxy-id-0043");
    expect(redirected.status).toBe(303);
    expect(redirected.headers.get("location")).toBe("http://x/dashboard");
    expect(redirected.headers.get("x-request-id")).toBe("proxy-id-0043");
    expect(output.text()).toBe("");
  });
});

describe("handle and parseJsonBody", () => {
  const schema = z.object({ topic: z.enum(["bug", "other"]) });
  const route = handle(async (request: Request) => Response.json(await parseJsonBody(request, schema)));
  const post = (text: string, type = "application/json") =>
    route(new Request("http://x/api", { method: "POST", body: text, headers: { "content-type": type } }), undefined);

  it("passes valid input through", async () => {
    expect(await (await post('{"topic":"bug"}')).json()).toEqual({ topic: "bug" });
  });

  it("answers malformed JSON with 400 invalid_json, never 500", async () => {
    const response = await post("{topic:");
    expect(response.status).toBe(400);
    expect((await body(response)).error.code).toBe("invalid_json");
  });

  it("refuses a body that is not sent as JSON (a cross-site form's text/plain)", async () => {
    const response = await post('{"topic":"bug"}', "text/plain");
    expect(response.status).toBe(400);
    expect(await body(response)).toEqual({
      error: { code: "invalid_input", message: "Send the request body as JSON." },
    });
  });

  it("answers a schema violation with 400 invalid_input", async () => {
    const response = await post('{"topic":"spam"}');
    expect(response.status).toBe(400);
    expect((await body(response)).error.code).toBe("invalid_input");
  });
});

describe("refuseControlCharactersInQuery and jsonFromText", () => {
  const query = (search: string) => new Request(`http://localhost/x${search}`);

  it("refuses NUL in a query value or name, repeated names included, naming the parameter", () => {
    expect(() => refuseControlCharactersInQuery(query("?token=a%00b"))).toThrow(
      "token: must not contain control characters",
    );
    expect(() => refuseControlCharactersInQuery(query("?a=1&a=%00"))).toThrow("a: must not contain");
    expect(() => refuseControlCharactersInQuery(query("?x%00=1"))).toThrow(AppError);
    expect(() => refuseControlCharactersInQuery(query("?callbackURL=%2Fapp&line=a%0Ab"))).not.toThrow();
  });

  it("parses JSON text and refuses control characters in it", () => {
    expect(jsonFromText('{"token":"abc"}')).toEqual({ token: "abc" });
    expect(() => jsonFromText('{"token":"a\\u0000b"}')).toThrow("token: must not contain control characters");
    expect(() => jsonFromText("{")).toThrow("The request body must be valid JSON.");
  });
});
