// npm run bench:serve [-- --no-build] [--no-fail] [--duration=10] [--profile] — prerendered pages served by the
// production server, next to nginx serving the very same HTML in the same run. It builds (unless --no-build), starts
// `npm start` on a fresh database, saves the prerendered HTML of /, an article and /features into a folder nginx
// serves (Debian's nginx, installed with wrk when missing, on a free loopback port, gzip on), then runs
// `wrk -t2 -c50 -d10s` with `Accept-Encoding: gzip` against both and prints requests per second, p99 latency, their
// ratio and the bytes each sends. Exits 1 when Hookline is under 0.5x of nginx's requests per second on / or the
// article, or its p99 there is over 100 ms (unless --no-fail). --profile runs / alone with the server under
// `node --cpu-prof`, then prints where its CPU time went and keeps the profile in bench/results/.
import "../scripts/lib/dotenv-production.ts";

import { spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

import { formatSummary, summariseProfile, type CpuProfile } from "../scripts/lib/cpu-profile.ts";
import { freePort, repoRoot } from "../scripts/lib/local-database.ts";
import { buildApp, startProductionServer } from "../scripts/lib/production-server.ts";

/** Targets on / and the article: at least half of nginx's requests per second, and p99 within 100 ms. */
const minRatio = 0.5;
const maxP99Ms = 100;
const connections = 50;
const threads = 2;
const warmUpSeconds = 3;
/** Debian's default level, nginx at its fastest: the strictest anchor. The bytes each side sends are printed. */
const nginxGzipLevel = 1;

const args = process.argv.slice(2);
const durationSeconds = Number(args.find((arg) => arg.startsWith("--duration="))?.split("=")[1] ?? 10);
const profiling = args.includes("--profile");

function hasCommand(name: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${name}`], { stdio: "ignore" }).status === 0;
}

/** wrk and nginx from Debian, when this machine lacks them. */
function ensureTools(): void {
  const nginxPath = ["/usr/sbin/nginx", "/usr/bin/nginx"];
  const hasNginx = hasCommand("nginx") || nginxPath.some((file) => spawnSync("test", ["-x", file]).status === 0);
  if (hasCommand("wrk") && hasNginx) return;
  console.log("bench:serve: installing wrk and nginx-light (apt-get)");
  const apt = (aptArgs: string[]) =>
    spawnSync("apt-get", aptArgs, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      timeout: 600_000,
    });
  if (apt(["update", "-qq"]).status !== 0 || apt(["install", "-y", "-qq", "wrk", "nginx-light"]).status !== 0) {
    throw new Error("could not install wrk and nginx-light: run apt-get install -y wrk nginx-light as root");
  }
}

function nginxBinary(): string {
  for (const file of ["/usr/sbin/nginx", "/usr/bin/nginx"])
    if (spawnSync("test", ["-x", file]).status === 0) return file;
  return "nginx";
}

type Page = { label: string; path: string; rawBytes: number };

/** The prerendered HTML as Hookline sends it, uncompressed. */
async function savePage(baseUrl: string, root: string, label: string, pathname: string): Promise<Page> {
  const response = await fetch(`${baseUrl}${pathname}`, { headers: { "accept-encoding": "identity" } });
  if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`);
  const html = Buffer.from(await response.arrayBuffer());
  const file = pathname === "/" ? "index.html" : `${pathname.slice(1)}.html`;
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), html);
  return { label, path: pathname, rawBytes: html.length };
}

/** The bytes of the body as sent (fetch would decompress it). */
function sentBytes(url: string, gzip: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: gzip ? { "accept-encoding": "gzip" } : {} }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => resolve(bytes));
      response.on("error", reject);
    }).on("error", reject);
  });
}

function nginxConfig(folder: string, htmlRoot: string, port: number): string {
  return `worker_processes auto;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
daemon off;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${folder}/client-body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65;
  keepalive_requests 100000;
  default_type text/html;
  gzip on;
  gzip_comp_level ${nginxGzipLevel};
  gzip_vary on;
  server {
    listen 127.0.0.1:${port};
    root ${htmlRoot};
    location / { try_files $uri.html $uri/index.html =404; }
  }
}
`;
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

type Run = { requestsPerSecond: number; p99Ms: number; errors: string | undefined };

const unitMs: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function toMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value.trim());
  if (!match) throw new Error(`unreadable wrk latency ${value}`);
  return Number(match[1]) * unitMs[match[2]!]!;
}

function wrk(url: string, seconds: number, gzip: boolean): Run {
  const result = spawnSync(
    "wrk",
    [
      `-t${threads}`,
      `-c${connections}`,
      `-d${seconds}s`,
      "--latency",
      ...(gzip ? ["-H", "Accept-Encoding: gzip"] : []),
      url,
    ],
    { encoding: "utf8", timeout: (seconds + 30) * 1000 },
  );
  if (result.status !== 0) throw new Error(`wrk ${url} exited ${result.status}: ${result.stderr}`);
  const out = result.stdout;
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out)?.[1];
  const p99 = /^\s+99%\s+(\S+)/m.exec(out)?.[1];
  if (!rps || !p99) throw new Error(`unreadable wrk output:\n${out}`);
  const problems = [/Non-2xx or 3xx responses: \d+/.exec(out)?.[0], /Socket errors: [^\n]+/.exec(out)?.[0]]
    .filter(Boolean)
    .join("; ");
  return { requestsPerSecond: Number(rps), p99Ms: toMs(p99), errors: problems || undefined };
}

/** Both must answer the page with 200 and gzip, or the comparison means nothing. */
async function checkGzip(url: string): Promise<void> {
  const response = await fetch(url, { headers: { "accept-encoding": "gzip" } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  if (response.headers.get("content-encoding") !== "gzip") throw new Error(`${url} did not answer with gzip`);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const pad = (text: string, width: number) => text.padStart(width);

ensureTools();
if (!args.includes("--no-build")) buildApp();

const folder = mkdtempSync(path.join(tmpdir(), "hookline-bench-serve-"));
const htmlRoot = path.join(folder, "html");
const profileDir = path.join(folder, "profile");
let nginx: ReturnType<typeof spawn> | undefined;
const server = await startProductionServer(
  "bench-serve",
  profiling ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` } : {},
);
let status = 0;
try {
  const slug = readdirSync(path.join(repoRoot, "content", "blog"))
    .filter((file) => file.endsWith(".md"))
    .sort()[0]!
    .replace(/\.md$/, "");
  const pages = [await savePage(server.baseUrl, htmlRoot, "/", "/")];
  if (!profiling) {
    pages.push(await savePage(server.baseUrl, htmlRoot, "article", `/blog/${slug}`));
    pages.push(await savePage(server.baseUrl, htmlRoot, "/features", "/features"));
  }
  // nginx's workers run as www-data: the folder it serves must be readable by others.
  spawnSync("chmod", ["-R", "a+rX", folder]);
  chmodSync(folder, 0o755);

  const port = await freePort();
  const configFile = path.join(folder, "nginx.conf");
  writeFileSync(configFile, nginxConfig(folder, htmlRoot, port));
  nginx = spawn(nginxBinary(), ["-e", path.join(folder, "error.log"), "-p", folder, "-c", configFile], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  const nginxUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${nginxUrl}/`, 10_000);

  const rows: string[] = [];
  let failed = false;
  // The targets are with gzip; / without it shows the serving alone, as behind a proxy that compresses.
  const runs = [
    ...pages.map((page) => ({ page, gzip: true, label: page.label })),
    ...(profiling ? [] : [{ page: pages[0]!, gzip: false, label: "/ no gzip" }]),
  ];
  for (const { page, gzip, label } of runs) {
    const targets = { nginx: `${nginxUrl}${page.path}`, hookline: `${server.baseUrl}${page.path}` };
    if (gzip) {
      await checkGzip(targets.nginx);
      await checkGzip(targets.hookline);
    }
    wrk(targets.nginx, warmUpSeconds, gzip);
    const anchor = wrk(targets.nginx, durationSeconds, gzip);
    wrk(targets.hookline, warmUpSeconds, gzip);
    const ours = wrk(targets.hookline, durationSeconds, gzip);
    const ratio = ours.requestsPerSecond / anchor.requestsPerSecond;
    const targeted = gzip && page.label !== "/features";
    const over = targeted && (ratio < minRatio || ours.p99Ms > maxP99Ms);
    if (over) failed = true;
    const verdict = targeted ? (over ? "  OVER TARGET" : "  within target") : "";
    const [ourBytes, anchorBytes] = [await sentBytes(targets.hookline, gzip), await sentBytes(targets.nginx, gzip)];
    rows.push(
      `${label.padEnd(10)}${pad(kb(page.rawBytes), 8)}${pad(kb(ourBytes), 9)}${pad(kb(anchorBytes), 9)}` +
        `${pad(ours.requestsPerSecond.toFixed(0), 11)}${pad(`${ours.p99Ms.toFixed(1)} ms`, 11)}` +
        `${pad(anchor.requestsPerSecond.toFixed(0), 10)}${pad(`${anchor.p99Ms.toFixed(1)} ms`, 11)}` +
        `${pad(`${ratio.toFixed(2)}x`, 8)}${verdict}`,
    );
    for (const [name, run] of [
      ["Hookline", ours],
      ["nginx", anchor],
    ] as const) {
      if (run.errors) rows.push(`  ${name} ${label}: ${run.errors}`);
    }
  }

  console.log(
    `\nbench:serve: wrk -t${threads} -c${connections} -d${durationSeconds}s, Accept-Encoding: gzip unless marked (nginx: gzip level ${nginxGzipLevel}, worker_processes auto)`,
  );
  console.log(
    `${"page".padEnd(10)}${pad("raw", 8)}${pad("Hookline", 9)}${pad("nginx", 9)}${pad("Hookline/s", 11)}${pad("p99", 11)}${pad("nginx/s", 10)}${pad("p99", 11)}${pad("ratio", 8)}`,
  );
  for (const row of rows) console.log(row);
  console.log(
    `target on / and the article: >= ${minRatio}x of nginx's requests per second and p99 <= ${maxP99Ms} ms at ${connections} connections`,
  );
  if (failed && !args.includes("--no-fail")) status = 1;
} catch (error) {
  console.error(`bench:serve: ${error instanceof Error ? error.message : String(error)}`);
  status = 1;
} finally {
  if (nginx?.pid && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx!.once("exit", resolve));
    process.kill(nginx.pid, "SIGQUIT");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  }
  await server.stop();
  if (profiling) reportProfile();
  rmSync(folder, { recursive: true, force: true });
}
process.exit(status);

/** The production server's profile is the largest one written (the other is `npm start`'s small wrapper). */
function reportProfile(): void {
  const files = readdirSync(profileDir, { withFileTypes: true })
    .filter((entry) => entry.name.endsWith(".cpuprofile"))
    .map((entry) => path.join(profileDir, entry.name))
    .sort((a, b) => statSync(b).size - statSync(a).size);
  const file = files[0];
  if (!file) {
    console.error("bench:serve: the server wrote no CPU profile");
    status = 1;
    return;
  }
  const kept = path.join(import.meta.dirname, "results", "serve-home.cpuprofile");
  mkdirSync(path.dirname(kept), { recursive: true });
  copyFileSync(file, kept);
  const profile = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
  console.log(
    `\nbench:serve: CPU profile of the server (${path.relative(repoRoot, kept)}), warm-up and run on / included`,
  );
  for (const line of formatSummary(summariseProfile(profile, repoRoot, 20))) console.log(line);
}
