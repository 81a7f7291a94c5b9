// Every route file under app/, as the requests a client can send to it: its URL (dynamic segments filled in) and
// the HTTP methods it exports. Read from the source tree, so a new route is walked without anyone listing it.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { servedAuthEndpoints, sessionEndingAuthPaths } from "../../lib/auth/served-endpoints";

export type RouteFile = { file: string; path: string; methods: string[] };

const methodNames = ["GET", "POST", "PUT", "PATCH", "DELETE"];
const appDir = path.join(process.cwd(), "app");

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

function exportedMethods(source: string): string[] {
  return methodNames.filter((method) =>
    new RegExp(`export (const|async function|function) ${method}\\b|as ${method}\\b`).test(source),
  );
}

/** The URL paths of a route file, each dynamic segment given each of `fill(name)` and route groups left out. */
function urlPaths(file: string, fill: (segment: string) => string[]): string[] {
  const segments = path
    .relative(appDir, path.dirname(file))
    .split(path.sep)
    .filter((segment) => segment && !/^\(.*\)$/.test(segment));
  return segments.reduce<string[]>(
    (paths, segment) =>
      paths.flatMap((prefix) =>
        (/^\[.*\]$/.test(segment) ? fill(segment) : [segment]).map((value) => `${prefix}/${value}`),
      ),
    [""],
  );
}

/** Every route, once per value `fill` gives its dynamic segments. */
export function walkRoutes(fill: (segment: string) => string[]): RouteFile[] {
  return routeFiles(appDir)
    .flatMap((file) => {
      const methods = exportedMethods(readFileSync(file, "utf8"));
      return urlPaths(file, fill).map((url) => ({
        file: path.relative(process.cwd(), file),
        path: url || "/",
        methods,
      }));
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** Every auth endpoint Hookline serves (`/api/auth/[...all]`), from the list its admission checks against. */
const authEndpoints = servedAuthEndpoints.map(({ path }) => path.slice(1));

/** Values dynamic segments of that name accept in form. */
export function plausibleSegments(segment: string): string[] {
  if (segment === "[op]") return ["replaceText"];
  if (segment === "[...all]") return authEndpoints;
  return ["a1b2c3d4e5"];
}

/** Whether a walked path is an auth endpoint that can end the walk's session: those go last. */
export function endsSession(urlPath: string): boolean {
  return sessionEndingAuthPaths.some((path) => urlPath === `/api/auth${path}`);
}
