// npm run verify:production [-- --no-build] [--keep] — runs what the Docker image runs, the way it runs it, outside
// a container: a production build for https://hookline.example, the runtime stage's COPY lines copied into an empty
// folder with no node_modules of the repository above it, the migrations applied there with the production
// command, and the production server started there with production variables; then it checks health, the pages'
// absolute URLs, caching headers (static assets immutable, prerendered pages cacheable with revalidation and
// answered from memory as Next would answer them, signed-in pages and API answers private), compression (on by
// default, off with HTTP_COMPRESSION=disabled as compose runs it behind Caddy), the assets compose's Caddy serves, a
// sign-up, a generation (on a local fake of OpenAI), forged client addresses, undecodable paths and a graceful stop.
// Everything it starts, it stops.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

import { authRateLimits } from "../lib/config/rate-limits.ts";
import { env } from "../lib/env.ts";
import { readEvents, type StreamEvent } from "../lib/generator/stream-events.ts";
import { startFakeAI, type FakeAI } from "../tests/support/fake-ai.ts";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database.ts";
import { freePort, repoRoot } from "./lib/local-database.ts";
import { childEnv, runBuild, waitForHealth } from "./lib/production-server.ts";
import { migrateCommand, readCompose } from "./production/compose.ts";
import { healthcheckCommand, readRuntimeStage, type RuntimeStage } from "./production/dockerfile.ts";
import { checkAbsoluteUrls } from "./production/url-checks.ts";

const origin = "https://hookline.example";
const args = process.argv.slice(2);
let checks = 0;

function pass(message: string): void {
  checks += 1;
  console.log(`verify:production: ✓ ${message}`);
}

function fail(message: string): never {
  throw new Error(message);
}

/** The only variables the runtime gets: no development settings leak in from this shell. */
function productionEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const { PATH, HOME } = childEnv as NodeJS.ProcessEnv;
  return { PATH, HOME, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", ...extra };
}

/** A command of the image ("node", args…) run here: this machine's Node in place of the image's. */
function imageCommand(command: string[]): [string, string[]] {
  const [program, ...rest] = command;
  if (program !== "node") fail(`expected a node command, found ${command.join(" ")}`);
  return [process.execPath, rest];
}

const runImageCommand = (folder: string, command: string[], variables: NodeJS.ProcessEnv) => {
  const [program, rest] = imageCommand(command);
  return spawnSync(program, rest, { cwd: folder, env: variables, encoding: "utf8", timeout: 60_000 });
};

/** `npm run build` as the image's build stage runs it: with APP_URL (or without) and nothing else of this shell. */
function npmRunBuild(appUrl: string, stdio: "pipe" | "inherit") {
  return runBuild(productionEnv({ APP_URL: appUrl }), stdio);
}

function build(): void {
  const without = npmRunBuild("", "pipe");
  if (without.status === 0 || !`${without.stdout}${without.stderr}`.includes("APP_URL is not set")) {
    fail(
      `a production build without APP_URL should fail naming it; it exited ${without.status}:\n${without.stdout}${without.stderr}`,
    );
  }
  pass("a production build without APP_URL fails, naming APP_URL");
  if (npmRunBuild(origin, "inherit").status !== 0) fail("npm run build failed");
  pass(`npm run build for ${origin}: standalone output assembled`);
}

/** An empty folder outside the repository, filled exactly as the image's runtime stage fills /app. */
function runtimeFolder(stage: RuntimeStage): string {
  const folder = mkdtempSync(path.join(tmpdir(), "hookline-runtime-"));
  for (let dir = path.dirname(folder); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "node_modules")))
      fail(`${dir} has a node_modules folder: the runtime folder must not see one`);
    if (dir === path.dirname(dir)) break;
  }
  for (const copy of stage.copies) {
    const source = path.join(repoRoot, copy.from);
    if (!existsSync(source)) fail(`the Dockerfile copies ${copy.from}, which the build did not produce`);
    cpSync(source, path.join(folder, copy.to), { recursive: true, verbatimSymlinks: true });
  }
  pass(`runtime folder ${folder}: ${stage.copies.map((copy) => copy.from).join(", ")} (the Dockerfile's COPY lines)`);
  return folder;
}

function migrate(folder: string, databaseUrl: string): void {
  const migrations = readdirSync(path.join(repoRoot, "prisma", "migrations"), { withFileTypes: true }).filter((entry) =>
    entry.isDirectory(),
  ).length;
  const runMigrate = () =>
    runImageCommand(folder, migrateCommand(repoRoot), productionEnv({ DATABASE_URL: databaseUrl }));
  const first = runMigrate();
  if (first.status !== 0 || !first.stdout.includes(`applied ${migrations}`))
    fail(`migrate should apply ${migrations} migrations:\n${first.stdout}${first.stderr}`);
  pass(`migrations applied to a fresh database by compose's migrate command (${migrations})`);
  const again = runMigrate();
  if (again.status !== 0 || !again.stdout.includes("no pending migrations"))
    fail(`a second migrate should apply nothing:\n${again.stdout}${again.stderr}`);
  pass("a second migrate applies nothing");
}

function refusesToStartWithout(folder: string, stage: RuntimeStage, variables: NodeJS.ProcessEnv): void {
  const { BETTER_AUTH_SECRET: _secret, APP_URL: _appUrl, ...rest } = variables;
  const result = runImageCommand(folder, stage.command, rest);
  const output = `${result.stdout}${result.stderr}`;
  if (result.status === 0 || !output.includes("BETTER_AUTH_SECRET") || !output.includes("APP_URL")) {
    fail(
      `the server should refuse to start without BETTER_AUTH_SECRET and APP_URL, naming them; it exited ${result.status}:\n${output}`,
    );
  }
  pass("without BETTER_AUTH_SECRET and APP_URL the server refuses to start, naming both");
  const elsewhere = runImageCommand(folder, stage.command, { ...variables, APP_URL: "https://elsewhere.example" });
  if (
    elsewhere.status === 0 ||
    !`${elsewhere.stdout}${elsewhere.stderr}`.includes(`this build was made for ${origin}`)
  ) {
    fail(`the server should refuse an APP_URL other than the build's; it exited ${elsewhere.status}`);
  }
  pass("with an APP_URL other than the build's the server refuses to start, naming both origins");
}

type Server = {
  child: ChildProcess;
  baseUrl: string;
  logLines: string[];
  exited: Promise<number | null>;
  folder: string;
  stage: RuntimeStage;
  variables: NodeJS.ProcessEnv;
};

async function startServer(
  folder: string,
  stage: RuntimeStage,
  variables: NodeJS.ProcessEnv,
  port: number,
): Promise<Server> {
  const [program, rest] = imageCommand(stage.command);
  const child = spawn(program, rest, { cwd: folder, env: variables, stdio: ["ignore", "pipe", "pipe"] });
  const logLines: string[] = [];
  const collect = (chunk: Buffer) => logLines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, () => child.exitCode);
  } catch (error) {
    console.error(logLines.join("\n"));
    throw error;
  }
  return { child, baseUrl, logLines, exited, folder, stage, variables };
}

async function checkHealthAndLogs(server: Server): Promise<void> {
  const response = await fetch(`${server.baseUrl}/api/health`);
  const body = (await response.json()) as { status?: string; database?: string };
  if (response.status !== 200 || body.database !== "up")
    fail(`/api/health: ${response.status} ${JSON.stringify(body)}`);
  if (!/^[\w-]{8,}$/.test(response.headers.get("x-request-id") ?? "")) fail("/api/health has no X-Request-Id");
  pass(`/api/health: 200, database up, X-Request-Id ${response.headers.get("x-request-id")}`);
  const check = runImageCommand(server.folder, healthcheckCommand(server.stage), server.variables);
  if (check.status !== 0) fail(`the Dockerfile's HEALTHCHECK command exited ${check.status}: ${check.stderr}`);
  pass("the Dockerfile's HEALTHCHECK command passes against the running server");
  const ready = server.logLines.map((line) => parseJson(line)).find((entry) => entry?.msg === "Hookline is ready");
  if (!ready || ready.level !== "info")
    fail(`the server should log JSON lines in production; it wrote:\n${server.logLines.slice(0, 5).join("\n")}`);
  pass("the server logs JSON lines");
  const deadline = Date.now() + 60_000;
  const loaded = () =>
    server.logLines
      .map((line) => parseJson(line))
      .find((entry) => entry?.msg === "prerendered pages answered from memory");
  while (!loaded() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
  const pages = loaded()?.pages;
  if (typeof pages !== "number" || pages < 2) fail(`the server did not load its prerendered pages within 60 s`);
  pass(`${pages} prerendered pages in memory with their compressed variants`);
}

function parseJson(line: string): Record<string, unknown> | null {
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    return null;
  }
}

async function checkPages(server: Server): Promise<void> {
  const home = await fetch(`${server.baseUrl}/`);
  if (home.status !== 200) fail(`/ answered ${home.status}`);
  const slug = articleSlug();
  const pages = {
    "/": await home.text(),
    [`/blog/${slug}`]: await (await fetch(`${server.baseUrl}/blog/${slug}`)).text(),
    "/blog/rss.xml": await (await fetch(`${server.baseUrl}/blog/rss.xml`)).text(),
    "/sitemap.xml": await (await fetch(`${server.baseUrl}/sitemap.xml`)).text(),
    "/robots.txt": await (await fetch(`${server.baseUrl}/robots.txt`)).text(),
  };
  for (const [page, text] of Object.entries(pages)) {
    const found = checkAbsoluteUrls(page, text, origin);
    pass(`${page}: ${found.join(", ")} all name ${origin}`);
  }
}

function articleSlug(): string {
  return readdirSync(path.join(repoRoot, "content", "blog"))
    .find((file) => file.endsWith(".md"))!
    .replace(/\.md$/, "");
}

function cacheControlOf(response: Response, what: string): string {
  const value = response.headers.get("cache-control");
  if (!value) fail(`${what} has no Cache-Control`);
  return value;
}

const scriptSources = (policy: string | null) =>
  (/script-src ([^;]+)/.exec(policy ?? "")?.[1] ?? "").split(" ").filter((source) => !source.startsWith("'nonce-"));

/**
 * Static assets are immutable; a prerendered page may be kept by a shared cache and is revalidated by its ETag, with
 * its script hashes and no nonce in its policy, and the same HTML Next itself answers; signed-in pages and API
 * answers are private and never stored.
 */
async function checkCaching(server: Server, subscriber: Subscriber): Promise<void> {
  const home = await fetch(`${server.baseUrl}/`);
  const html = await home.text();
  const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  if (!script) fail("/ names no script under /_next/static");
  const asset = await fetch(`${server.baseUrl}${script}`);
  await asset.arrayBuffer();
  if (asset.status !== 200 || cacheControlOf(asset, script) !== "public, max-age=31536000, immutable")
    fail(`${script}: ${asset.status} Cache-Control ${asset.headers.get("cache-control")}`);
  pass(`${script}: Cache-Control public, max-age=31536000, immutable`);

  for (const page of ["/", `/blog/${articleSlug()}`]) {
    const answer = await fetch(`${server.baseUrl}${page}`, { headers: { "accept-encoding": "gzip" } });
    const body = await answer.text();
    const cacheControl = cacheControlOf(answer, page);
    const etag = answer.headers.get("etag");
    const policy = answer.headers.get("content-security-policy");
    if (answer.status !== 200 || !/\bpublic\b/.test(cacheControl) || !/\bs-maxage=\d+/.test(cacheControl))
      fail(`${page}: a prerendered page should be cacheable by a shared cache: ${answer.status} ${cacheControl}`);
    if (!/must-revalidate|no-cache/.test(cacheControl) || !etag)
      fail(`${page}: a prerendered page should be revalidated by its ETag: ${cacheControl}, ETag ${etag}`);
    if (answer.headers.get("content-encoding") !== "gzip")
      fail(`${page} was not compressed for a client accepting gzip`);
    if (policy?.includes("'nonce-") || !scriptSources(policy).some((source) => source.startsWith("'sha256-")))
      fail(`${page}: a cached page's policy should allow its scripts by hash, with no nonce: ${policy}`);
    const again = await fetch(`${server.baseUrl}${page}`, {
      headers: { "accept-encoding": "gzip", "if-none-match": etag },
    });
    if (again.status !== 304) fail(`${page} with If-None-Match ${etag} answered ${again.status}, not 304`);
    // A draft-mode cookie Next does not recognise takes the request to Next, which answers the prerendered page.
    const fromNext = await fetch(`${server.baseUrl}${page}`, { headers: { cookie: "__prerender_bypass=verify" } });
    const nextBody = await fromNext.text();
    if (nextBody !== body)
      fail(`${page}: the server's answer differs from Next's own (${body.length} vs ${nextBody.length} characters)`);
    const nextSources = scriptSources(fromNext.headers.get("content-security-policy"));
    if (scriptSources(policy).join(" ") !== nextSources.join(" "))
      fail(`${page}: script-src differs from the policy Next's answer gets: ${policy}`);
    for (const header of [
      "strict-transport-security",
      "x-content-type-options",
      "x-frame-options",
      "referrer-policy",
      "permissions-policy",
      "content-type",
    ]) {
      if (answer.headers.get(header) !== fromNext.headers.get(header))
        fail(`${page}: ${header} is ${answer.headers.get(header)}, Next sends ${fromNext.headers.get(header)}`);
    }
    pass(
      `${page}: Cache-Control ${cacheControl}, ETag and 304, gzip, script hashes without a nonce, the same HTML and security headers as Next's own answer`,
    );
  }

  // What Next itself answers from the build (RSS here; RSC payloads too) is revalidated the same way, never kept a year.
  const rss = await fetch(`${server.baseUrl}/blog/rss.xml`);
  await rss.arrayBuffer();
  const rssCaching = cacheControlOf(rss, "/blog/rss.xml");
  if (!/\bs-maxage=\d+/.test(rssCaching) || !rssCaching.includes("must-revalidate"))
    fail(`/blog/rss.xml: Cache-Control ${rssCaching}; it should be revalidated like the pages`);
  pass(`/blog/rss.xml (answered by Next): Cache-Control ${rssCaching}`);

  const privateAnswers = [
    [
      "a signed-in page, /dashboard",
      await fetch(`${server.baseUrl}/dashboard`, { headers: { cookie: subscriber.cookie } }),
    ],
    [
      "an API answer, GET /api/usage",
      await fetch(`${server.baseUrl}/api/usage`, { headers: { authorization: `Bearer ${subscriber.bearer}` } }),
    ],
  ] as const;
  for (const [what, answer] of privateAnswers) {
    await answer.arrayBuffer();
    const cacheControl = cacheControlOf(answer, what);
    if (answer.status !== 200 || !/\bprivate\b/.test(cacheControl) || !/\bno-store\b/.test(cacheControl))
      fail(`${what}: ${answer.status}, Cache-Control ${cacheControl}; it should be private, no-store`);
    pass(`${what}: Cache-Control ${cacheControl}`);
  }
}

/** compose.yaml's assets command, run in the runtime folder: what Caddy then serves from its volume. */
function checkPublishedAssets(folder: string): void {
  const command = readCompose(repoRoot).services.assets?.command;
  if (!command) fail("compose.yaml has no assets service");
  const target = mkdtempSync(path.join(tmpdir(), "hookline-assets-"));
  try {
    const result = runImageCommand(folder, [...command.slice(0, -1), target], productionEnv({}));
    if (result.status !== 0) fail(`the assets command exited ${result.status}: ${result.stdout}${result.stderr}`);
    const chunks = readdirSync(path.join(target, "_next", "static", "chunks"));
    const logo = readFileSync(path.join(target, "public", "logo.svg"), "utf8");
    if (chunks.length === 0 || !logo.includes("<svg")) fail(`the assets command left ${target} incomplete`);
    pass(`compose's assets command publishes /_next/static (${chunks.length} chunks) and public/ for Caddy`);
  } finally {
    rmSync(target, { recursive: true, force: true });
  }
}

/** Behind Caddy (HTTP_COMPRESSION=disabled) nothing the app sends is compressed, Next's answers included. */
async function checkNoCompression(server: Server): Promise<void> {
  for (const page of ["/", "/blog/rss.xml"]) {
    const answer = await fetch(`${server.baseUrl}${page}`, { headers: { "accept-encoding": "gzip, br, zstd" } });
    await answer.arrayBuffer();
    if (answer.status !== 200 || answer.headers.get("content-encoding"))
      fail(
        `${page} with HTTP_COMPRESSION=disabled: ${answer.status}, Content-Encoding ${answer.headers.get("content-encoding")}`,
      );
  }
  pass(
    "with HTTP_COMPRESSION=disabled (compose, behind Caddy) neither a prerendered page nor Next's answers are compressed",
  );
}

/** Next compresses what it answers unless told not to. */
async function checkCompression(server: Server): Promise<void> {
  const rss = await fetch(`${server.baseUrl}/blog/rss.xml`, { headers: { "accept-encoding": "gzip" } });
  await rss.arrayBuffer();
  if (rss.headers.get("content-encoding") !== "gzip") fail("/blog/rss.xml was not compressed by default");
  pass("by default (npm start, an image run on its own) answers are compressed");
}

async function post(server: Server, route: string, body: unknown, bearer?: string): Promise<Response> {
  return fetch(`${server.baseUrl}${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify(body),
  });
}

type Subscriber = { id: string; bearer: string; cookie: string };

async function signUpAndSubscribe(server: Server): Promise<Subscriber> {
  const email = `verify-${randomBytes(4).toString("hex")}@example.com`;
  const password = "correct-horse-verify-1";
  const signUp = await post(server, "/api/auth/sign-up/email", { name: "Verify", email, password });
  if (signUp.status !== 200) fail(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const mail = (await (await fetch(`${server.baseUrl}/api/dev/mail?to=${encodeURIComponent(email)}`)).json()) as {
    messages: { text: string }[];
  };
  const link = mail.messages.at(-1)?.text.match(/(\S+)\/auth\/callback#type=signup&access_token=([\w-]+)/);
  if (!link || link[1] !== origin)
    fail(`the confirmation mail should link to ${origin}/auth/callback: ${mail.messages.at(-1)?.text}`);
  const confirmed = await post(server, "/api/email-confirmation", { token: link[2] });
  if (confirmed.status !== 200) fail(`confirming the email answered ${confirmed.status}`);
  const signIn = await post(server, "/api/auth/sign-in/email", { email, password });
  const bearer = signIn.headers.get("set-auth-token");
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .join("; ");
  const id = ((await signIn.json()) as { user?: { id?: string } }).user?.id;
  if (signIn.status !== 200 || !bearer || !id || !cookie) fail(`sign-in answered ${signIn.status}`);
  pass(`sign-up, confirmation mail linking to ${origin}, confirmation and sign-in`);
  const trial = await post(server, "/api/billing/local-confirm", { plan: "essential" }, bearer);
  if (trial.status !== 200) fail(`starting the trial answered ${trial.status}: ${await trial.text()}`);
  return { id, bearer, cookie };
}

async function generate(server: Server, bearer: string): Promise<AsyncGenerator<StreamEvent>> {
  const response = await post(
    server,
    "/api/generate",
    { contentType: "social", platform: "linkedin", topic: "Shipping Hookline" },
    bearer,
  );
  if (response.status !== 200) fail(`/api/generate answered ${response.status}: ${await response.text()}`);
  return readEvents(response.body!);
}

async function checkGeneration(server: Server, bearer: string, fake: FakeAI): Promise<void> {
  fake.script("openai", () => ({ kind: "ok", pieces: ["Ship ", "it."] }));
  const events: StreamEvent[] = [];
  for await (const event of await generate(server, bearer)) events.push(event);
  const text = events.flatMap((event) => (event.type === "delta" ? [event.text] : [])).join("");
  if (text !== "Ship it." || events.at(-1)?.type !== "done") fail(`the generation streamed ${JSON.stringify(events)}`);
  pass("a generation streams the provider's copy and ends with done");
}

/** Reads events until the first piece of text has arrived. */
async function untilFirstText(events: AsyncGenerator<StreamEvent>): Promise<void> {
  for (let next = await events.next(); !next.done; next = await events.next()) if (next.value.type === "delta") return;
  fail("the stream ended before any text");
}

async function rest(events: AsyncGenerator<StreamEvent>): Promise<StreamEvent[]> {
  const seen: StreamEvent[] = [];
  for await (const event of events) seen.push(event);
  return seen;
}

async function unitsUsed(databaseUrl: string, userId: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ used: string | null }>(
      "SELECT sum(generations_count) AS used FROM usage_tracking WHERE user_id = $1",
      [userId],
    );
    return Number(rows[0]?.used ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * SIGTERM while two generations stream: new connections are refused; the one whose provider finishes within the
 * grace period ends with done; the one whose provider never finishes ends with its error event once the grace
 * period is over, and its unit is given back; the server exits 0.
 */
async function checkGracefulStop(
  server: Server,
  subscriber: Subscriber,
  fake: FakeAI,
  databaseUrl: string,
): Promise<void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const replies = [
    { kind: "ok" as const, pieces: ["Still ", "delivered."], afterFirst: gate },
    { kind: "ok" as const, pieces: ["Never ", "finished."], afterFirst: new Promise<void>(() => {}) },
  ];
  fake.script("openai", () => replies.shift() ?? fail("one generation too many"));
  const finishing = await generate(server, subscriber.bearer);
  await untilFirstText(finishing);
  const hanging = await generate(server, subscriber.bearer);
  await untilFirstText(hanging);
  const before = await unitsUsed(databaseUrl, subscriber.id);

  server.child.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 300));
  const refused = await fetch(`${server.baseUrl}/api/health`).then(
    () => false,
    () => true,
  );
  release();
  const [finished, ended] = await Promise.all([rest(finishing), rest(hanging)]);
  const code = await Promise.race([
    server.exited,
    new Promise((resolve) => setTimeout(() => resolve("timeout"), 15_000)),
  ]);
  const after = await unitsUsed(databaseUrl, subscriber.id);
  if (!refused) fail("after SIGTERM the server should refuse new connections");
  if (finished.at(-1)?.type !== "done")
    fail(`the stream that could finish should end with done: ${JSON.stringify(finished)}`);
  if (ended.at(-1)?.type !== "error")
    fail(`the stream that could not finish should end with its error event: ${JSON.stringify(ended)}`);
  if (after !== before - 1)
    fail(`the ended stream's unit should be given back: ${before} units before, ${after} after`);
  if (code !== 0) fail(`the server should exit 0 after SIGTERM, it exited ${String(code)}`);
  pass(
    `SIGTERM: new connections refused, a stream in flight finished, one that could not ended with its error event and its unit given back (${before} → ${after}), exit 0`,
  );
}

/**
 * With no trusted proxy (the image's default), the rate limits count the socket's address: sign-ups that each
 * claim another X-Forwarded-For are still refused once this one address has used its hour's sign-ups.
 */
async function checkForgedAddresses(server: Server): Promise<void> {
  const limit = authRateLimits.signUp.ip.limit;
  const statuses: number[] = [];
  for (let i = 0; i <= limit; i += 1) {
    const response = await fetch(`${server.baseUrl}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin, "x-forwarded-for": `203.0.113.${i + 1}` },
      body: JSON.stringify({
        name: "Spray",
        email: `spray-${i}-${randomBytes(3).toString("hex")}@example.com`,
        password: "correct-horse-spray-1",
      }),
    });
    statuses.push(response.status);
  }
  // One sign-up of this address came before (the subscriber's), so the limit is reached one request early.
  const allowed = statuses.filter((status) => status === 200).length;
  if (allowed !== limit - 1 || statuses.at(-1) !== 429) fail(`forged X-Forwarded-For sign-ups: ${statuses.join(" ")}`);
  pass(
    `${statuses.length} sign-ups, each with a forged X-Forwarded-For, from one address: ${allowed} allowed, then 429`,
  );
}

/** A path whose percent-encoding does not decode: 400 in the error shape for the API, the not-found page otherwise. */
async function checkMalformedPaths(server: Server): Promise<void> {
  const api = await fetch(`${server.baseUrl}/api/copies/%E0%A4%A`);
  const body = (await api.json().catch(() => null)) as { error?: { code?: string } } | null;
  if (api.status !== 400 || body?.error?.code !== "invalid_input")
    fail(`/api/copies/%E0%A4%A answered ${api.status} ${JSON.stringify(body)}`);
  const page = await fetch(`${server.baseUrl}/blog/%E0%A4%A`);
  if (page.status !== 404) fail(`/blog/%E0%A4%A answered ${page.status}`);
  pass("a path that does not decode: 400 invalid_input from the API, 404 from the pages");
}

function sizeOf(folder: string): string {
  return spawnSync("du", ["-sh", folder], { encoding: "utf8" }).stdout.split("\t")[0] ?? "?";
}

if (!args.includes("--no-build")) build();
const stage = readRuntimeStage(repoRoot);
const folder = runtimeFolder(stage);
let database: TestDatabase | undefined;
let fake: FakeAI | undefined;
let server: Server | undefined;
try {
  database = await createTestDatabase(env.DATABASE_URL, "verify", { migrate: false });
  migrate(folder, database.url);
  fake = await startFakeAI();
  const port = await freePort();
  const variables = productionEnv({
    // The image's own ENV first, as docker run sets it; then what an operator passes.
    ...stage.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: database.url,
    APP_URL: origin,
    BETTER_AUTH_SECRET: randomBytes(32).toString("base64url"),
    // Mail stays in the outbox and plans start in local billing mode, so the check needs no outside service.
    MAIL_OUTBOX_API: "enabled",
    LOCAL_BILLING: "enabled",
    AI_PRIMARY_PROVIDER: "openai",
    OPENAI_API_KEY: "sk-verify-fake",
    OPENAI_BASE_URL: fake.openaiBaseUrl,
    // A short grace period, so the check sees a stream ended by the shutdown without waiting 20 s.
    SHUTDOWN_GRACE_SECONDS: "2",
  });
  refusesToStartWithout(folder, stage, variables);
  server = await startServer(folder, stage, variables, port);
  await checkHealthAndLogs(server);
  await checkPages(server);
  const subscriber = await signUpAndSubscribe(server);
  await checkCaching(server, subscriber);
  await checkCompression(server);
  checkPublishedAssets(folder);
  await checkGeneration(server, subscriber.bearer, fake);
  await checkForgedAddresses(server);
  await checkMalformedPaths(server);
  await checkGracefulStop(server, subscriber, fake, database.url);
  const behindCaddyPort = await freePort();
  const compression = readCompose(repoRoot).services.app?.environment?.HTTP_COMPRESSION ?? "";
  server = await startServer(
    folder,
    stage,
    { ...variables, PORT: String(behindCaddyPort), HTTP_COMPRESSION: compression },
    behindCaddyPort,
  );
  await checkNoCompression(server);
  console.log(
    `verify:production: runtime folder ${sizeOf(folder)}, the repository's node_modules ${sizeOf(path.join(repoRoot, "node_modules"))}`,
  );
  console.log(`verify:production: passed (${checks} checks)`);
} catch (error) {
  if (server) console.error(server.logLines.slice(-30).join("\n"));
  console.error(`verify:production: ✗ ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  if (server && server.child.exitCode === null) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
  await fake?.close();
  await database?.drop();
  if (!args.includes("--keep")) rmSync(folder, { recursive: true, force: true });
}
process.exit();
