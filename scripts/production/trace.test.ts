import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

import { importsOf, packageName, traceEntries } from "./trace.ts";

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

function project(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "hookline-trace-"));
  folders.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const manifest = (name: string, dependencies: Record<string, string> = {}, extra: object = {}) =>
  JSON.stringify({ name, dependencies, ...extra });

describe("traceEntries", () => {
  it("follows relative imports and collects every package run-time code imports, with its dependencies", () => {
    const root = project({
      "scripts/entry.ts":
        'import "./lib/a.ts";\nimport { x } from "node:fs";\nimport type { Y } from "types-only";\nimport z from "@scope/zed/sub";\n',
      "scripts/lib/a.ts":
        '// import "./never.ts"\nexport { b } from "../../lib/b.ts";\nconst lazy = () => import("dep-one");\n',
      "lib/b.ts": "export const b = 1;\n",
      "node_modules/types-only/package.json": manifest("types-only"),
      "node_modules/@scope/zed/package.json": manifest("@scope/zed", { "dep-two": "1" }),
      "node_modules/dep-one/package.json": manifest("dep-one", {}, { optionalDependencies: { "not-installed": "1" } }),
      "node_modules/dep-two/package.json": manifest("dep-two", { "dep-three": "2" }),
      "node_modules/dep-two/node_modules/dep-three/package.json": manifest("dep-three"),
      "node_modules/dep-three/package.json": manifest("dep-three"),
    });
    expect(traceEntries(root, ["scripts/entry.ts"])).toEqual({
      files: ["lib/b.ts", "scripts/entry.ts", "scripts/lib/a.ts"],
      packages: [
        "node_modules/@scope/zed",
        "node_modules/dep-one",
        "node_modules/dep-two",
        "node_modules/dep-two/node_modules/dep-three",
      ],
    });
  });

  it("takes installed peers along, but not a peer its package marks optional", () => {
    const root = project({
      "entry.ts": 'import "loader";\n',
      "node_modules/loader/package.json": manifest(
        "loader",
        {},
        {
          peerDependencies: { driver: "1", compiler: "1" },
          peerDependenciesMeta: { compiler: { optional: true } },
        },
      ),
      "node_modules/driver/package.json": manifest("driver"),
      "node_modules/compiler/package.json": manifest("compiler"),
    });
    expect(traceEntries(root, ["entry.ts"]).packages).toEqual(["node_modules/driver", "node_modules/loader"]);
  });

  it("names an import without its .ts extension, which plain Node could not load", () => {
    const root = project({ "entry.ts": 'import "./missing";\n' });
    expect(() => traceEntries(root, ["entry.ts"])).toThrow(
      "missing is imported but does not exist (a relative import needs its .ts extension)",
    );
  });

  it("names a package that is not installed", () => {
    const root = project({ "entry.ts": 'import "left-pad";\n' });
    expect(() => traceEntries(root, ["entry.ts"])).toThrow(
      "package left-pad (needed by the entry points) is not installed",
    );
  });
});

describe("importsOf and packageName", () => {
  it("reads static, side-effect and dynamic imports, and package names of deep imports", () => {
    expect(importsOf('import a from "a";\nimport "b";\nexport * from "./c.ts";\nawait import("d");')).toEqual([
      "a",
      "b",
      "./c.ts",
      "d",
    ]);
    expect([packageName("@prisma/adapter-pg"), packageName("@scope/x/y"), packageName("pino/file")]).toEqual([
      "@prisma/adapter-pg",
      "@scope/x",
      "pino",
    ]);
  });
});
