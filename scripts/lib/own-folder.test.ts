import { mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

import { ownFolder } from "./own-folder.ts";

const base = mkdtempSync(path.join(tmpdir(), "hookline-own-"));
afterEach(() => rmSync(base, { recursive: true, force: true }));

describe("ownFolder", () => {
  it("creates a folder others may enter but not write to", () => {
    const dir = ownFolder(path.join(base, "fresh"));
    expect(statSync(dir).mode & 0o777).toBe(0o755);
  });

  it("refuses a link in its place, and a folder another user owns", () => {
    const target = path.join(base, "elsewhere");
    mkdirSync(target, { recursive: true });
    symlinkSync(target, path.join(base, "link"));
    expect(() => ownFolder(path.join(base, "link"))).toThrow(/is not a folder of this user's/);
    expect(() => ownFolder(target, 12345)).toThrow(/another user or a link made it/);
  });
});
