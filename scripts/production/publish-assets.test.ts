import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

import { assets } from "../../lib/config/server.ts";
import { publishAssets } from "./publish-assets.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function folder(): string {
  const made = mkdtempSync(path.join(tmpdir(), "hookline-assets-"));
  folders.push(made);
  return made;
}

function write(root: string, file: string, content = file): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

const day = 24 * 60 * 60 * 1000;

describe("publishAssets", () => {
  it("copies the build's assets under _next/static and public/ beside them", () => {
    const app = folder();
    const target = folder();
    write(app, ".next/static/chunks/app-1.js");
    write(app, ".next/static/build-1/_buildManifest.js");
    write(app, "public/logo.svg");
    write(app, "public/blog/covers/one.svg");
    expect(publishAssets(app, target)).toEqual({ buildAssets: 2, publicFiles: 2, pruned: 0 });
    expect(readFileSync(path.join(target, "_next/static/chunks/app-1.js"), "utf8")).toBe(
      ".next/static/chunks/app-1.js",
    );
    expect(existsSync(path.join(target, "public/blog/covers/one.svg"))).toBe(true);
  });

  it("keeps an earlier build's assets for a while, removes them once they are old, and mirrors public/", () => {
    const app = folder();
    const target = folder();
    write(app, ".next/static/chunks/app-1.js");
    write(app, "public/old.svg");
    publishAssets(app, target);

    rmSync(path.join(app, ".next/static/chunks/app-1.js"));
    rmSync(path.join(app, "public/old.svg"));
    write(app, ".next/static/chunks/app-2.js");
    write(app, "public/new.svg");
    const now = Date.now();
    publishAssets(app, target, now);
    expect(existsSync(path.join(target, "_next/static/chunks/app-1.js"))).toBe(true);
    expect(existsSync(path.join(target, "public/old.svg"))).toBe(false);

    const old = new Date(now - (assets.previousBuildsKeptDays + 1) * day);
    utimesSync(path.join(target, "_next/static/chunks/app-1.js"), old, old);
    expect(publishAssets(app, target, now).pruned).toBe(1);
    expect(existsSync(path.join(target, "_next/static/chunks/app-1.js"))).toBe(false);
    expect(existsSync(path.join(target, "_next/static/chunks/app-2.js"))).toBe(true);
  });

  it("refuses a folder without a build", () => {
    expect(() => publishAssets(folder(), folder())).toThrow(/\.next\/static is missing/);
  });
});
