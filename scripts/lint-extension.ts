// npm run ext:lint — builds the browser extension for Firefox and for Chrome into a temporary folder and runs
// Mozilla's addons-linter (what addons.mozilla.org runs on every upload) on both, then checks the Chrome Web Store's
// own manifest limits. Prints every message; exits 1 on any error and on any warning the allow-list below does not
// name. Offline: the linter's rules and schemas ship in its package.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

type LintMessage = { code: string; message: string; file?: string; line?: number; column?: number };
type LintReport = {
  summary: { errors: number; warnings: number; notices: number };
  errors: LintMessage[];
  warnings: LintMessage[];
  notices: LintMessage[];
};
type AddonsLinter = {
  createInstance(options: { config: Record<string, unknown>; runAsBinary: boolean }): { run(): Promise<LintReport> };
};
type Manifest = { name: string; short_name?: string; description?: string; version: string };

/** Warnings kept on purpose: the code, the file it is in, and why it stays. Empty: the builds have none. */
const allowedWarnings: { code: string; file: string; why: string }[] = [];

/**
 * The Chrome build leaves out the manifest keys only Firefox reads (an add-on id, data_collection_permissions,
 * background.scripts beside the service worker): its manifest is not the one addons.mozilla.org gets.
 */
const firefoxOnlyKeys = new Set([
  "ADDON_ID_REQUIRED",
  "MISSING_DATA_COLLECTION_PERMISSIONS",
  "BACKGROUND_SERVICE_WORKER_NOFALLBACK",
]);

/** The Chrome Web Store's limits on what it shows from the manifest. */
const chromeLimits = { name: 75, short_name: 12, description: 132 } as const;

const root = path.resolve(import.meta.dirname, "..");
const wxt = path.join(root, "node_modules", ".bin", "wxt");
const addonsLinter = createRequire(import.meta.url)("addons-linter") as AddonsLinter;
const appVersion = (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { version: string }).version;

function build(outDir: string, args: string[]) {
  try {
    execFileSync(wxt, ["build", "extension", ...args], {
      cwd: root,
      env: { ...process.env, HOOKLINE_EXTENSION_OUT_DIR: outDir },
      stdio: "pipe",
    });
  } catch (error) {
    const output = error as { stdout?: Buffer; stderr?: Buffer };
    process.stderr.write(`${output.stdout?.toString() ?? ""}${output.stderr?.toString() ?? ""}`);
    throw new Error(`ext:lint: wxt build extension ${args.join(" ")} failed`, { cause: error });
  }
}

async function lint(dir: string): Promise<LintReport> {
  const config = {
    _: [dir],
    logLevel: "fatal",
    stack: false,
    pretty: false,
    warningsAsErrors: false,
    metadata: false,
    output: "none",
    boring: false,
    selfHosted: false,
  };
  return addonsLinter.createInstance({ config, runAsBinary: false }).run();
}

const where = (message: LintMessage) =>
  [message.file, message.line, message.column].filter((part) => part !== undefined && part !== "").join(":");
const isAllowed = (warning: LintMessage) =>
  allowedWarnings.some((allowed) => allowed.code === warning.code && allowed.file === warning.file);

/** Prints the report and answers how many of its messages fail the check. */
function judge(label: string, report: LintReport, ignored: Set<string>): number {
  const errors = report.errors.filter((message) => !ignored.has(message.code));
  const warnings = report.warnings.filter((message) => !ignored.has(message.code));
  const skipped = report.errors.length + report.warnings.length - errors.length - warnings.length;
  console.log(
    `${label}: ${errors.length} errors, ${warnings.length} warnings, ${report.notices.length} notices${skipped ? ` (${skipped} Firefox-only manifest messages left out)` : ""}`,
  );
  for (const [kind, messages] of [
    ["error", errors],
    ["warning", warnings],
    ["notice", report.notices],
  ] as const) {
    for (const message of messages) {
      const allowed = kind === "warning" && isAllowed(message);
      console.log(`  ${kind} ${message.code} ${where(message)} ${message.message}${allowed ? " (allowed)" : ""}`);
    }
  }
  return errors.length + warnings.filter((warning) => !isAllowed(warning)).length;
}

function checkManifest(label: string, dir: string, limits: Partial<Record<keyof Manifest, number>>): number {
  const manifest = JSON.parse(readFileSync(path.join(dir, "manifest.json"), "utf8")) as Manifest;
  const problems = [
    manifest.version !== appVersion && `version ${manifest.version} is not the app's ${appVersion} (root package.json)`,
    ...Object.entries(limits).map(([key, limit]) => {
      const value = manifest[key as keyof Manifest] ?? "";
      return value.length > limit && `${key} is ${value.length} characters, over ${limit}: ${JSON.stringify(value)}`;
    }),
  ].filter((problem): problem is string => typeof problem === "string");
  for (const problem of problems) console.log(`  error ${label} manifest: ${problem}`);
  return problems.length;
}

const work = mkdtempSync(path.join(tmpdir(), "hookline-ext-lint-"));
let failures = 0;
try {
  build(work, ["-b", "firefox", "--mv3"]);
  build(work, ["-b", "chrome"]);
  const firefox = path.join(work, "firefox-mv3");
  const chrome = path.join(work, "chrome-mv3");
  failures += judge("addons-linter firefox-mv3", await lint(firefox), new Set());
  failures += checkManifest("firefox-mv3", firefox, {});
  failures += judge("addons-linter chrome-mv3", await lint(chrome), firefoxOnlyKeys);
  failures += checkManifest("chrome-mv3", chrome, chromeLimits);
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(failures ? `ext:lint: ${failures} problems` : "ext:lint: both builds are clean");
process.exit(failures ? 1 : 0);
