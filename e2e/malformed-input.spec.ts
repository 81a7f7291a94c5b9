// Whatever a client sends, a route answers with a 4xx in the API's error shape, never a 5xx: the malformed set
// (NUL and control characters in text, an oversized email, a 10 MB body, broken JSON, a wrong content type,
// NUL in the query and broken percent-encoding in the path) goes to every route file's every method, as a
// signed-in subscriber would send it. Every per-user answer also says `private, no-store`. The MCP endpoint, which
// answers only an API key, also gets malformed JSON-RPC batches with one, each answered in JSON-RPC's shape.
import { api } from "../lib/config/api";
import { mcpEndpoint, mcpTools } from "../lib/mcp/catalog";
import { expect, test } from "./fixtures";
import { origin, trialUser } from "./support/accounts";
import { endsSession, plausibleSegments, walkRoutes } from "./support/routes";

type Malformed = { name: string; path?: (path: string) => string; contentType?: string; body?: string };

/** Letters that do not compress: PostgreSQL would store a repeated letter small enough to pass its index limit. */
const randomLetters = (length: number) =>
  Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");

const textFields = [
  "email",
  "name",
  "password",
  "message",
  "topic",
  "text",
  "topic",
  "content",
  "title",
  "brief",
  "context",
  "samples",
  "token",
  "plan",
];
const bagOf = (value: string) => JSON.stringify(Object.fromEntries(textFields.map((field) => [field, value])));

const bodyClasses: Malformed[] = [
  { name: "NUL in every text field", body: bagOf("Hello\u0000world@example.com") },
  { name: "a control character in every text field", body: bagOf("Ring the bell\u0007 now") },
  {
    name: "a 6 KB email",
    body: JSON.stringify({
      email: `${randomLetters(6_000)}@example.com`,
      password: "whatever-1",
      name: "Long",
      token: "x",
    }),
  },
  { name: "a 10 MB body", body: JSON.stringify({ email: "big@example.com", text: "x".repeat(10 * 1024 * 1024) }) },
  { name: "broken JSON", body: '{"email": "a@example.com",' },
  { name: "a text/plain body", body: "email=a@example.com", contentType: "text/plain" },
];

const pathClasses: Malformed[] = [
  { name: "NUL in the query", path: (path) => `${path}?q=%00&to=%00&ids=%00&action=%00&type=%00` },
];

const brokenSegment = "%E0%A4%A";

const call = (id: number, params: unknown) => ({ jsonrpc: "2.0", id, method: "tools/call", params });
const nulArguments = JSON.parse(bagOf("Hello\u0000world@example.com")) as Record<string, string>;

/** JSON-RPC batches no client should send: each call in them malformed, or the batch itself. */
const mcpBatches: { name: string; body: string; noReply?: true }[] = [
  { name: "an empty batch", body: "[]" },
  { name: "a batch of values that are not requests", body: JSON.stringify([1, "call", null, true, []]) },
  { name: "a batch inside a batch", body: JSON.stringify([[call(1, { name: "get_usage", arguments: {} })]]) },
  {
    name: "tools/call with malformed params",
    body: JSON.stringify([
      { jsonrpc: "2.0", id: 1, method: "tools/call" },
      call(2, null),
      call(3, []),
      call(4, { arguments: {} }),
      call(5, { name: 7, arguments: {} }),
      call(6, { name: "get_usage", arguments: "all" }),
      call(7, { name: "get_usage", arguments: [] }),
      call(8, { name: "no_such_tool", arguments: {} }),
    ]),
  },
  {
    name: "NUL in every argument of every tool",
    body: JSON.stringify(mcpTools.map((tool, index) => call(index + 1, { name: tool.name, arguments: nulArguments }))),
  },
  {
    name: "a batch over the size limit",
    body: JSON.stringify(
      Array.from({ length: api.mcpMaxBatchCalls + 1 }, (_, index) => call(index + 1, { name: "get_usage" })),
    ),
  },
  {
    name: "notifications only",
    body: JSON.stringify([{ jsonrpc: "2.0", method: "notifications/initialized" }]),
    noReply: true,
  },
  { name: "an unknown method", body: JSON.stringify([{ jsonrpc: "2.0", id: 1, method: "tools/explode" }]) },
];

type JsonRpcAnswer = { jsonrpc?: string; result?: unknown; error?: { code?: unknown; message?: unknown } };
/** A JSON-RPC response: a result, or an error with a numeric code and a message. */
const isJsonRpcAnswer = (value: JsonRpcAnswer) =>
  value.jsonrpc === "2.0" &&
  ("result" in value || (typeof value.error?.code === "number" && typeof value.error.message === "string"));

test.describe("malformed input", () => {
  test.describe.configure({ timeout: 300_000 });

  test("no route answers the malformed set with a 5xx, and per-user answers are private, no-store", async ({
    page,
  }) => {
    await trialUser(page, "malformed");
    const headers = origin(page);
    // Every auth endpoint is walked too; those that can end the session (the rest of the walk needs it) last.
    const plain = walkRoutes(plausibleSegments).sort(
      (a, b) => Number(endsSession(a.path)) - Number(endsSession(b.path)),
    );
    const broken = walkRoutes(() => [brokenSegment]).filter((route) => route.path.includes(brokenSegment));
    const serverErrors: string[] = [];
    const failures: string[] = [];
    const notPrivate: string[] = [];
    let sent = 0;

    const send = async (method: string, url: string, what: string, contentType = "application/json", body?: string) => {
      // Each request from an address of its own: the walk measures what input does, not the per-IP limits.
      headers["x-forwarded-for"] = `198.18.${Math.floor(sent / 250)}.${(sent % 250) + 1}`;
      const response = await page.request.fetch(url, {
        method,
        headers: { ...headers, "content-type": contentType },
        data: method === "GET" ? undefined : body,
        maxRedirects: 0,
        failOnStatusCode: false,
      });
      sent += 1;
      const status = response.status();
      if (status >= 500)
        serverErrors.push(
          `${method} ${url.slice(0, 80)} (${what}): ${status} ${(await response.text()).slice(0, 120)}`,
        );
      if (
        url.startsWith("/api/") &&
        !url.startsWith(api.openApiPath) &&
        status !== 404 &&
        !(response.headers()["cache-control"] ?? "").startsWith("private, no-store")
      ) {
        notPrivate.push(`${method} ${url} (${what}): ${response.headers()["cache-control"] ?? "no Cache-Control"}`);
      }
      if (url.startsWith("/api/") && status >= 400 && status < 500 && status !== 405) {
        const answer = (await response.json().catch(() => null)) as {
          error?: { code?: string; message?: string };
          code?: string;
          message?: string;
        } | null;
        // Better Auth's own refusals (a wrong password) keep its `{ code, message }`, which its browser client reads.
        const betterAuthShape = url.startsWith("/api/auth/") && Boolean(answer?.code && answer.message);
        if (!(answer?.error?.code && answer.error.message) && !betterAuthShape)
          failures.push(`${method} ${url} (${what}): ${status} without the JSON error shape`);
      }
    };

    // MCP first: the walk below ends with the routes that end the session and delete the account, and its key.
    const key = await page.request.post("/api/api-keys", {
      data: { name: "Malformed input", scopes: ["generate", "library:read", "library:write"] },
      headers,
    });
    expect(key.status()).toBe(201);
    const { key: bearer } = (await key.json()) as { key: string };
    for (const batch of mcpBatches) {
      const response = await page.request.post(mcpEndpoint, {
        headers: {
          authorization: `Bearer ${bearer}`,
          accept: "application/json, text/event-stream",
          "content-type": "application/json",
          "x-forwarded-for": `198.19.0.${(sent % 250) + 1}`,
        },
        data: batch.body,
        failOnStatusCode: false,
      });
      sent += 1;
      const status = response.status();
      const text = await response.text();
      if (status >= 500) serverErrors.push(`POST ${mcpEndpoint} (${batch.name}): ${status} ${text.slice(0, 120)}`);
      // Notifications alone are accepted with no body; everything else is answered in JSON-RPC's shape: a batch
      // with an array, unless it is refused whole.
      if (batch.noReply && status === 202 && text === "") continue;
      let answer: JsonRpcAnswer | JsonRpcAnswer[] | null = null;
      try {
        answer = JSON.parse(text) as JsonRpcAnswer | JsonRpcAnswer[];
      } catch {
        // not JSON: reported below
      }
      const batchAnswered = Array.isArray(answer) || (status >= 400 && answer !== null);
      const answers = Array.isArray(answer) ? answer : [answer ?? {}];
      if (!batchAnswered || answers.length === 0 || !answers.every(isJsonRpcAnswer))
        failures.push(`POST ${mcpEndpoint} (${batch.name}): ${status} not in JSON-RPC's shape: ${text.slice(0, 120)}`);
    }

    for (const route of plain) {
      for (const method of route.methods) {
        for (const malformed of method === "GET" ? pathClasses : [...bodyClasses, ...pathClasses]) {
          await send(
            method,
            malformed.path ? malformed.path(route.path) : route.path,
            malformed.name,
            malformed.contentType,
            malformed.body,
          );
        }
      }
    }
    for (const route of broken) {
      for (const method of route.methods)
        await send(method, route.path, "broken percent-encoding in the path", "application/json", "{}");
    }
    // A page whose path does not decode is a page that is not there.
    const article = await page.request.get(`/blog/${brokenSegment}`);
    sent += 1;
    if (article.status() >= 500) serverErrors.push(`GET /blog/${brokenSegment}: ${article.status()}`);
    if (article.status() !== 404)
      failures.push(`GET /blog/${brokenSegment}: ${article.status()}, not the not-found page`);

    console.log(
      `malformed input: ${sent} requests to ${plain.length} routes; ${serverErrors.length} answered 5xx; ${failures.length} other failures; ${notPrivate.length} API answers not private, no-store`,
    );
    console.log([...serverErrors, ...failures, ...notPrivate].join("\n"));
    expect(serverErrors).toEqual([]);
    expect(failures).toEqual([]);
    expect(notPrivate).toEqual([]);
  });
});
