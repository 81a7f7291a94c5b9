// Builds a truly empty App Router app (a root layout and a page that render static markup, nothing else) with the
// repo's own Next.js and node_modules, and reports the JavaScript its page loads: the denominator of DEVELOPERS.md's
// first-load budgets. Next's rootMainFiles alone leave out the segment runtime every App Router page also loads.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { repoRoot } from "../scripts/lib/local-database.ts";
import { gzipSize, scriptsOf } from "../scripts/lib/page-costs.ts";

const files: Record<string, string> = {
  "package.json": JSON.stringify({ name: "empty-app-router-page", private: true, type: "module" }),
  // The symlinked node_modules lives outside this folder; "/" lets Turbopack follow it.
  "next.config.mjs": 'export default { turbopack: { root: "/" } };\n',
  "tsconfig.json": JSON.stringify({
    compilerOptions: {
      target: "ES2022",
      lib: ["dom", "esnext"],
      jsx: "react-jsx",
      module: "esnext",
      moduleResolution: "bundler",
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      isolatedModules: true,
    },
    include: ["**/*.ts", "**/*.tsx"],
  }),
  "app/layout.tsx":
    'export default function Layout({ children }: { children: React.ReactNode }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
  "app/page.tsx": "export default function Page() {\n  return <main>Empty</main>;\n}\n",
};

const versionOf = (name: string): string =>
  (JSON.parse(readFileSync(path.join(repoRoot, "node_modules", name, "package.json"), "utf8")) as { version: string })
    .version;

/**
 * Gzip bytes of the scripts the empty app's only page loads. They depend on Next.js and React alone, so the figure
 * is kept in node_modules/.cache per pair of versions, and the empty app is built once per install.
 */
export function emptyAppFirstLoadBytes(): number {
  const versions = `next@${versionOf("next")} react@${versionOf("react")} react-dom@${versionOf("react-dom")}`;
  const cacheFile = path.join(repoRoot, "node_modules", ".cache", "hookline", "empty-app-first-load.json");
  if (existsSync(cacheFile)) {
    const cached = JSON.parse(readFileSync(cacheFile, "utf8")) as { versions: string; gzipBytes: number };
    if (cached.versions === versions) return cached.gzipBytes;
  }
  const gzipBytes = buildEmptyApp();
  mkdirSync(path.dirname(cacheFile), { recursive: true });
  writeFileSync(cacheFile, `${JSON.stringify({ versions, gzipBytes })}\n`);
  return gzipBytes;
}

function buildEmptyApp(): number {
  const dir = mkdtempSync(path.join(tmpdir(), "hookline-empty-app-"));
  try {
    for (const [name, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), content);
    }
    symlinkSync(path.join(repoRoot, "node_modules"), path.join(dir, "node_modules"), "dir");
    const next = path.join(repoRoot, "node_modules", "next", "dist", "bin", "next");
    const build = spawnSync(process.execPath, [next, "build"], {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    });
    if (build.status !== 0) throw new Error(`building the empty app failed:\n${build.stdout}\n${build.stderr}`);
    const html = readFileSync(path.join(dir, ".next", "server", "app", "index.html"), "utf8");
    let total = 0;
    for (const src of new Set(scriptsOf(html)))
      total += gzipSize(readFileSync(path.join(dir, ".next", src.replace(/^\/_next\//, ""))));
    return total;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
