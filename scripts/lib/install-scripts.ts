// Which installed packages have install scripts, and whether package.json's allowScripts has reviewed each one.
// npm 11.16+ reads allowScripts (name: true runs the package's install scripts, false refuses them); npm 12 refuses
// every install script not listed there. Only node builtins: this runs right after `npm install`, in CI too.
import { existsSync, readdirSync, readFileSync, realpathSync, statSync, type Dirent } from "node:fs";
import path from "node:path";

/** The lifecycle scripts npm runs when it installs a dependency. */
export const INSTALL_STAGES = ["preinstall", "install", "postinstall"] as const;

export type InstalledPackage = {
  /** The name the package is installed under (its folder under node_modules), not the name it gives itself. */
  name: string;
  version: string;
  /** Where it is, relative to the folder searched (for the report). */
  location: string;
  /** Its install-time scripts, `stage: command`. */
  scripts: string[];
};

type Manifest = { version?: unknown; scripts?: unknown; gypfile?: unknown };

/**
 * The install-time scripts npm runs for a package: preinstall, install and postinstall from its package.json, and,
 * as npm does, `node-gyp rebuild` as its install script when it has a binding.gyp and neither an install nor a
 * preinstall script (unless `gypfile` is false).
 */
export function installScripts(manifest: Manifest, hasBindingGyp: boolean): string[] {
  const scripts =
    typeof manifest.scripts === "object" && manifest.scripts !== null
      ? (manifest.scripts as Record<string, unknown>)
      : {};
  const found: string[] = [];
  for (const stage of INSTALL_STAGES) {
    const command = scripts[stage];
    if (typeof command === "string" && command.trim() !== "") found.push(`${stage}: ${command}`);
  }
  if (hasBindingGyp && manifest.gypfile !== false && !scripts.install && !scripts.preinstall)
    found.push("install: node-gyp rebuild (binding.gyp)");
  return found;
}

/**
 * The packages whose install scripts allowScripts has not reviewed. An entry counts as a review whatever its value
 * (true allows, false denies); only name-only keys count, since those are what npm matches here (a lockfile with
 * no `resolved` URLs leaves version-pinned keys unmatched).
 */
export function unreviewed(packages: InstalledPackage[], allowScripts: Record<string, unknown>): InstalledPackage[] {
  return packages.filter((found) => found.scripts.length > 0 && typeof allowScripts[found.name] !== "boolean");
}

/** package.json's allowScripts, checked to be an object of booleans. */
export function readAllowScripts(packageJson: { allowScripts?: unknown }): Record<string, boolean> {
  const field = packageJson.allowScripts;
  if (field === undefined) return {};
  if (typeof field !== "object" || field === null || Array.isArray(field))
    throw new Error("package.json's allowScripts must be an object");
  for (const [key, value] of Object.entries(field)) {
    if (typeof value !== "boolean") throw new Error(`package.json's allowScripts["${key}"] must be true or false`);
  }
  return field as Record<string, boolean>;
}

/** Every package under `nodeModules`, nested node_modules included, that has install scripts. */
export function findInstallScripts(nodeModules: string): InstalledPackage[] {
  const found: InstalledPackage[] = [];
  const seen = new Set<string>();

  const visit = (dir: string, name: string) => {
    let real: string;
    try {
      real = realpathSync(dir);
      if (!statSync(real).isDirectory()) return;
    } catch {
      return; // a dangling link
    }
    const manifestFile = path.join(dir, "package.json");
    if (existsSync(manifestFile)) {
      const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
      const scripts = installScripts(manifest, existsSync(path.join(dir, "binding.gyp")));
      if (scripts.length > 0) {
        const version = typeof manifest.version === "string" ? manifest.version : "?";
        found.push({ name, version, location: path.relative(path.dirname(nodeModules), dir), scripts });
      }
    }
    // Every place a package is installed counts, links (file: dependencies) included; its own node_modules is
    // searched once, so a link back up the tree ends the walk.
    if (seen.has(real)) return;
    seen.add(real);
    const nested = path.join(dir, "node_modules");
    if (existsSync(nested)) walk(nested);
  };

  const walk = (modules: string) => {
    for (const entry of entries(modules)) {
      if (entry.name.startsWith(".")) continue; // .bin, .package-lock.json, .cache
      const dir = path.join(modules, entry.name);
      if (entry.name.startsWith("@")) {
        for (const inner of entries(dir))
          if (!inner.name.startsWith(".")) visit(path.join(dir, inner.name), `${entry.name}/${inner.name}`);
      } else {
        visit(dir, entry.name);
      }
    }
  };

  walk(nodeModules);
  return found.sort((a, b) => a.name.localeCompare(b.name) || a.location.localeCompare(b.location));
}

function entries(dir: string): Dirent[] {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}

/** The report: an error listing the unreviewed packages, or a one-line summary. */
export function checkInstallScripts(root: string): { ok: boolean; report: string } {
  const packageJson = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { allowScripts?: unknown };
  const allowScripts = readAllowScripts(packageJson);
  const nodeModules = path.join(root, "node_modules");
  if (!existsSync(nodeModules)) return { ok: false, report: `no node_modules in ${root}: run npm install first` };
  const packages = findInstallScripts(nodeModules);
  const missing = unreviewed(packages, allowScripts);
  if (missing.length > 0) {
    const lines = missing.map((found) => `  ${found.name}@${found.version} (${found.scripts.join("; ")})`);
    return {
      ok: false,
      report: [
        `${missing.length} installed package${missing.length === 1 ? " has" : "s have"} install scripts not reviewed in package.json's allowScripts:`,
        ...lines,
        `Read what each script does, then add the package's name to allowScripts: true to let it run, false to refuse it`,
        `(npm install-scripts approve|deny <name> --no-allow-scripts-pin).`,
      ].join("\n"),
    };
  }
  const allowed = packages.filter((found) => allowScripts[found.name]).length;
  return {
    ok: true,
    report: `all ${packages.length} installed packages with install scripts are reviewed in allowScripts (${allowed} allowed, ${packages.length - allowed} denied)`,
  };
}
