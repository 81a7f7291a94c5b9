import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";

import { protectedRoutes } from "@/lib/config/marketing/routes";
import { config, proxy } from "@/proxy";

describe("proxy", () => {
  it("matches exactly the protected routes and their sub-paths", () => {
    const expected = protectedRoutes.flatMap((route) => [route, `${route}/:path*`]);
    expect([...config.matcher].sort()).toEqual(expected.sort());
  });

  it("redirects an anonymous visit to / with the attempted path", () => {
    const response = proxy(new NextRequest("http://localhost:3000/hook-generator?topic=shoes"));
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("http://localhost:3000/?next=%2Fhook-generator%3Ftopic%3Dshoes");
  });

  it("lets a request with a session cookie through", () => {
    const request = new NextRequest("http://localhost:3000/profile", {
      headers: { cookie: "better-auth.session_token=abc" },
    });
    const response = proxy(request);
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });

  it("hands the path to the (app) layout, overwriting whatever the client sent", () => {
    const request = new NextRequest("http://localhost:3000/generator?tab=ads", {
      headers: { cookie: "better-auth.session_token=abc", "x-hookline-path": "https://evil.example" },
    });
    const response = proxy(request);
    expect(response.headers.get("x-middleware-request-x-hookline-path")).toBe("/generator?tab=ads");
  });
});
