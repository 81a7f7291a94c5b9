import { describe, expect, it } from "vitest";

import { captureStdout } from "@/tests/support/captured-output";

import { logRequestError } from "./request-error";

describe("logRequestError", () => {
  it("writes one line with the request id, the route and the digest the error page shows", () => {
    const output = captureStdout();
    const error = Object.assign(new Error('relation "user" does not exist'), { digest: "2718281828" });
    logRequestError(
      error,
      { method: "GET", path: "/reset-password?token=secret-token-value", headers: { "x-request-id": "proxy-id-0001" } },
      {
        routerKind: "App Router",
        routePath: "/(auth)/reset-password",
        routeType: "render",
        renderSource: "server-rendering",
        revalidateReason: undefined,
      },
    );
    const text = output.text();
    expect(text.match(/ERROR: request failed/g)).toHaveLength(1);
    expect(text).toContain('"requestId":"proxy-id-0001","method":"GET","path":"/reset-password"');
    expect(text).toContain(
      '"routePath":"/(auth)/reset-password","routeType":"render","renderSource":"server-rendering","digest":"2718281828"',
    );
    expect(text).toContain("request-error.test.ts");
    expect(text).not.toContain("secret-token-value");
  });
});
