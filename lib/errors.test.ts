import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { AppError, handle, parseJsonBody, toErrorResponse } from "./errors";

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
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = toErrorResponse(new Error("connection string with a password"));
    expect(response.status).toBe(500);
    expect(JSON.stringify(await body(response))).not.toContain("password");
    log.mockRestore();
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
    expect(await body(response)).toEqual({ error: { code: "invalid_input", message: "Send the request body as JSON." } });
  });

  it("answers a schema violation with 400 invalid_input", async () => {
    const response = await post('{"topic":"spam"}');
    expect(response.status).toBe(400);
    expect((await body(response)).error.code).toBe("invalid_input");
  });
});
