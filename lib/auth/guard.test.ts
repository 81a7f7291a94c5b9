import { describe, expect, it } from "vitest";

import { protectedRoutes } from "../config/marketing/routes";
import { signInRedirect } from "./guard";

const at = (path: string) => new URL(path, "https://hookline.app");

describe("signInRedirect", () => {
  it.each(protectedRoutes)("sends an anonymous visit to %s home, remembering the path", (route) => {
    const target = signInRedirect(at(`${route}?tab=2`), false);
    expect(target?.pathname).toBe("/");
    expect(target?.searchParams.get("next")).toBe(`${route}?tab=2`);
  });

  it("covers sub-paths such as /dashboard/generate", () => {
    expect(signInRedirect(at("/dashboard/generate"), false)?.searchParams.get("next")).toBe("/dashboard/generate");
  });

  it("lets a visitor with a session cookie through", () => {
    expect(signInRedirect(at("/dashboard"), true)).toBeNull();
  });

  it("leaves public pages and look-alike paths alone", () => {
    expect(signInRedirect(at("/blog"), false)).toBeNull();
    expect(signInRedirect(at("/profile-picture"), false)).toBeNull();
    expect(signInRedirect(at("/generators"), false)).toBeNull();
  });

  it("keeps the redirect on the same origin", () => {
    expect(signInRedirect(at("/dashboard"), false)?.origin).toBe("https://hookline.app");
  });
});
