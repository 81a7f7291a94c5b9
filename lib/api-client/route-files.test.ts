import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const apiFolder = path.join(process.cwd(), "app/api");
const tablesFolder = path.join(process.cwd(), "lib/api-client/routes");
const methods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/**
 * Route files no table entry reaches, each for a reason: the browser and the extension never call them through
 * `call()` (the public API is declared in lib/api/v1/operations.ts, MCP in lib/mcp).
 */
const outsideTheTable: Record<string, string> = {
  "[...path]": "the JSON 404 of unknown /api paths",
  "copies/export": "a CSV download, read as a file",
  "dev/mail": "the local outbox, for tests and development",
  mcp: "the MCP server (lib/mcp)",
  "stripe/webhook": "Stripe's signed webhook",
  "v1/campaigns": "the public API (lib/api/v1/operations.ts)",
  "v1/campaigns/[id]": "the public API (lib/api/v1/operations.ts)",
  "v1/campaigns/[id]/approve": "the public API (lib/api/v1/operations.ts)",
  "v1/campaigns/[id]/assets/[assetId]": "the public API (lib/api/v1/operations.ts)",
  "v1/campaigns/[id]/assets/[assetId]/lock": "the public API (lib/api/v1/operations.ts)",
  "v1/campaigns/[id]/assets/[assetId]/regenerate": "the public API (lib/api/v1/operations.ts)",
  "v1/campaigns/[id]/coverage": "the public API (lib/api/v1/operations.ts)",
  "v1/campaigns/[id]/exports/buffer": "the public API (lib/api/v1/operations.ts)",
  "v1/campaigns/[id]/handoffs": "the public API (lib/api/v1/operations.ts)",
  "v1/campaigns/[id]/message-house": "the public API (lib/api/v1/operations.ts)",
  "v1/campaigns/[id]/send": "the public API (lib/api/v1/operations.ts)",
  "v1/check": "the public API (lib/api/v1/operations.ts)",
  "v1/content-plan": "the public API (lib/api/v1/operations.ts)",
  "v1/generate": "the public API (lib/api/v1/operations.ts)",
  "v1/hooks": "the public API (lib/api/v1/operations.ts)",
  "v1/library": "the public API (lib/api/v1/operations.ts)",
  "v1/library/[id]": "the public API (lib/api/v1/operations.ts)",
  "v1/openapi.json": "the public API's OpenAPI document",
  "v1/usage": "the public API (lib/api/v1/operations.ts)",
  "v1/voices": "the public API (lib/api/v1/operations.ts)",
  "v1/voices/[id]": "the public API (lib/api/v1/operations.ts)",
};

type Entry = { name: string; method: string; path: string };
type RouteFile = { folder: string; segments: string[]; exported: Set<string>; text: string };

const isEntry = (value: unknown): value is { method: string; path: string } =>
  typeof value === "object" &&
  value !== null &&
  "method" in value &&
  "path" in value &&
  typeof value.method === "string" &&
  typeof value.path === "string";

/** Every entry of every table under routes/, named as a handler refers to it (`billingRoutes.checkout`). */
function entriesOf(value: unknown, name: string): Entry[] {
  if (isEntry(value)) return [{ name, method: value.method, path: value.path }];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => entriesOf(item, `${name}.${key}`));
}

async function tableEntries(): Promise<Entry[]> {
  const files = readdirSync(tablesFolder).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
  const modules = await Promise.all(
    files.map(async (file): Promise<Record<string, unknown>> => import(path.join(tablesFolder, file))),
  );
  return modules.flatMap((module) => Object.entries(module).flatMap(([name, table]) => entriesOf(table, name)));
}

function routeFiles(folder = apiFolder): RouteFile[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((item): RouteFile[] => {
    const full = path.join(folder, item.name);
    if (item.isDirectory()) return routeFiles(full);
    if (item.name !== "route.ts") return [];
    const text = readFileSync(full, "utf8");
    const relative = path.relative(apiFolder, folder).split(path.sep).join("/");
    const exported = new Set(
      methods.filter((method) =>
        new RegExp(`export (const|async function|function) ${method}\\b|as ${method}\\b`).test(text),
      ),
    );
    return [{ folder: relative, segments: relative.split("/"), exported, text }];
  });
}

/** How a folder's segment meets a path's: exactly, as a dynamic segment, or as a catch-all (Next's order). */
function matchOf(file: RouteFile, entryPath: string): number[] | null {
  const wanted =
    entryPath
      .split("?")[0]
      ?.replace(/^\/api\//, "")
      .split("/") ?? [];
  const ranks: number[] = [];
  for (const [index, segment] of file.segments.entries()) {
    if (/^\[\.\.\.\w+\]$/.test(segment)) return index < wanted.length ? [...ranks, 2] : null;
    const part = wanted[index];
    if (part === undefined) return null;
    const dynamic = /^\[(\w+)\]$/.exec(segment)?.[1];
    if (dynamic) {
      if (part.startsWith(":") && part !== `:${dynamic}`) return null;
      ranks.push(1);
    } else if (part === segment) ranks.push(0);
    else return null;
  }
  return wanted.length === file.segments.length ? ranks : null;
}

/** The route file Next would answer the entry's path with: static segments before dynamic ones before catch-alls. */
function fileOf(files: RouteFile[], entry: Entry): RouteFile | undefined {
  // A file outside the table (the JSON 404 of unknown paths among them) never answers an entry.
  const matches = files.flatMap((file) => {
    const ranks = file.folder in outsideTheTable ? null : matchOf(file, entry.path);
    return ranks ? [{ file, ranks }] : [];
  });
  matches.sort((a, b) => {
    for (let index = 0; index < Math.max(a.ranks.length, b.ranks.length); index += 1) {
      const difference = (a.ranks[index] ?? 0) - (b.ranks[index] ?? 0);
      if (difference !== 0) return difference;
    }
    return 0;
  });
  return matches[0]?.file;
}

const isCatchAll = (file: RouteFile) => file.segments.some((segment) => segment.startsWith("[..."));

/** What does not agree between the route files and the table, one line each. */
function disagreements(entries: Entry[], files: RouteFile[]): string[] {
  const found: string[] = [];
  const declared = new Map<string, Set<string>>();
  for (const entry of entries) {
    const file = fileOf(files, entry);
    if (!file) {
      found.push(`${entry.name} (${entry.method} ${entry.path}) has no route file`);
      continue;
    }
    if (!file.exported.has(entry.method))
      found.push(
        `${entry.name} (${entry.method} ${entry.path}): app/api/${file.folder}/route.ts exports no ${entry.method}`,
      );
    declared.set(file.folder, (declared.get(file.folder) ?? new Set()).add(entry.method));
  }
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  for (const file of files) {
    const methodsDeclared = declared.get(file.folder);
    if (!methodsDeclared) {
      if (!(file.folder in outsideTheTable))
        found.push(`app/api/${file.folder}/route.ts has no table entry and is not listed as outside the table`);
      continue;
    }
    // A catch-all (Better Auth's) answers many paths, few of which the table names.
    if (!isCatchAll(file))
      for (const method of file.exported)
        if (!methodsDeclared.has(method))
          found.push(`app/api/${file.folder}/route.ts exports ${method}, which no table entry declares for its path`);
    for (const [, method, name] of file.text.matchAll(
      /export const (\w+) = (?:withExtensionCors\(\s*)?serve\(\s*([\w.]+)/g,
    )) {
      const entry = name === undefined ? undefined : byName.get(name);
      if (!entry) found.push(`app/api/${file.folder}/route.ts serves ${name}, which is not a table entry`);
      else if (entry.method !== method || fileOf(files, entry) !== file)
        found.push(
          `app/api/${file.folder}/route.ts exports ${method} as ${name}, which is ${entry.method} ${entry.path}`,
        );
    }
  }
  return found;
}

describe("the route files and the route table", () => {
  it("agree: every entry has its route file and method, and every method of those files has its entry", async () => {
    expect(disagreements(await tableEntries(), routeFiles())).toEqual([]);
  });

  it("list only route files that exist as outside the table", () => {
    const folders = new Set(routeFiles().map((file) => file.folder));
    expect(Object.keys(outsideTheTable).filter((folder) => !folders.has(folder))).toEqual([]);
  });
});
