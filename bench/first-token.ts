// npm run bench:first-token [-- --no-build] [--concurrency=20] — Hookline's own overhead before the first token.
// Serves the production build on a fresh database, points OpenAI's SDK at a local fake that streams its first
// token at once, and fires POST /api/generate 20 at a time from signed-in trial users. It reports the time until
// the first text event reaches the client, next to the same fake called directly at the same concurrency: the
// difference is what Hookline adds (session, validation, rate limit, usage reservation, brand voice, SDK call).
// GET /api/health at the same concurrency shows the machine's floor: what any route costs here, however small.
import "../scripts/lib/dotenv-production.ts";

import { randomInt } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import { buildApp, startProductionServer } from "../scripts/lib/production-server.ts";
import { startFakeAI } from "../tests/support/fake-ai.ts";

const concurrency = Number(process.argv.find((arg) => arg.startsWith("--concurrency="))?.split("=")[1] ?? 20);
const users = 40;
const requestsPerUser = 8; // within the trial's 10 generations and the 20-a-minute rate limit
const warmUpRequests = 40;

if (!process.argv.includes("--no-build")) buildApp();

const fake = await startFakeAI();
fake.script("openai", () => ({ kind: "ok", pieces: ["Instant ", "first ", "token."] }));
const server = await startProductionServer("bench-first-token", {
  // Each user signs up from an address of its own (X-Forwarded-For), as real users do: the per-address sign-up
  // limit would otherwise refuse the users past it.
  TRUSTED_PROXY_HOPS: "1",
  AI_PRIMARY_PROVIDER: "openai",
  OPENAI_API_KEY: "sk-bench-fake",
  OPENAI_BASE_URL: fake.openaiBaseUrl,
  ANTHROPIC_API_KEY: "",
});

const ip = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function call(pathname: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.baseUrl}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.baseUrl, "x-forwarded-for": ip(), ...headers },
    body: JSON.stringify(body),
  });
}

/** Signs up, confirms the email, signs in and starts the Essential trial through local billing mode. */
async function trialUser(index: number): Promise<string> {
  const email = `bench-${Date.now()}-${index}@example.com`;
  const password = "correct-horse-1";
  await call("/api/auth/sign-up/email", { name: "Bench", email, password });
  const mail = (await (await fetch(`${server.baseUrl}/api/dev/mail?to=${encodeURIComponent(email)}`)).json()) as {
    messages: { text: string }[];
  };
  const token = /access_token=([\w-]+)/.exec(mail.messages.at(-1)?.text ?? "")?.[1];
  if (!token) throw new Error(`no confirmation mail for ${email}`);
  await call("/api/email-confirmation", { token });
  const bearer = (await call("/api/auth/sign-in/email", { email, password })).headers.get("set-auth-token");
  if (!bearer) throw new Error(`could not sign in ${email}`);
  const trial = await call("/api/billing/local-confirm", { plan: "essential" }, { authorization: `Bearer ${bearer}` });
  if (!trial.ok) throw new Error(`could not start the trial: ${trial.status} ${await trial.text()}`);
  return bearer;
}

/** Milliseconds from sending the request until the first chunk of text arrives at the client. */
async function untilFirstText(send: () => Promise<Response>, isText: (chunk: string) => boolean): Promise<number> {
  const start = performance.now();
  const response = await send();
  if (!response.ok || !response.body) throw new Error(`answered ${response.status}: ${await response.text()}`);
  const decoder = new TextDecoder();
  let seen = "";
  let elapsed: number | null = null;
  const reader = response.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    seen += decoder.decode(chunk.value, { stream: true });
    if (elapsed === null && isText(seen)) elapsed = performance.now() - start;
  }
  if (elapsed === null) throw new Error(`no text in: ${seen.slice(0, 200)}`);
  return elapsed;
}

async function atConcurrency(jobs: (() => Promise<number>)[]): Promise<number[]> {
  const results: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++]!;
        results.push(await job());
      }
    }),
  );
  return results.sort((a, b) => a - b);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!;
const brief = { contentType: "social", platform: "linkedin", topic: "Benchmarks" };

let status = 0;
try {
  const bearers: string[] = [];
  for (let i = 0; i < users; i++) bearers.push(await trialUser(i));
  const generate = (bearer: string) => () =>
    untilFirstText(
      () => call("/api/generate", brief, { authorization: `Bearer ${bearer}` }),
      (seen) => seen.includes('"type":"delta"'),
    );
  const direct = () =>
    untilFirstText(
      () =>
        fetch(`${fake.openaiBaseUrl}/chat/completions`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ model: "bench", stream: true, messages: [] }),
        }),
      (seen) => seen.includes('"content":"Instant '),
    );

  // Warm-up: the first requests compile routes and fill connection pools; they are not measured.
  await atConcurrency(Array.from({ length: warmUpRequests }, () => direct));
  const warm = await trialUser(users);
  await atConcurrency(Array.from({ length: 8 }, () => generate(warm)));

  const baseline = await atConcurrency(Array.from({ length: users * requestsPerUser }, () => direct));
  // The floor of this machine at this concurrency: Next.js answering its cheapest route (one SELECT 1).
  const health = () =>
    untilFirstText(
      () => fetch(`${server.baseUrl}/api/health`),
      (seen) => seen.includes('"ok"'),
    );
  const floor = await atConcurrency(Array.from({ length: users * requestsPerUser }, () => health));
  const measured = await atConcurrency(
    bearers.flatMap((bearer) => Array.from({ length: requestsPerUser }, () => generate(bearer))),
  );

  const report = {
    concurrency,
    requests: measured.length,
    hooklineFirstTextMs: { p50: percentile(measured, 0.5), p99: percentile(measured, 0.99) },
    fakeProviderDirectMs: { p50: percentile(baseline, 0.5), p99: percentile(baseline, 0.99) },
    healthRouteMs: { p50: percentile(floor, 0.5), p99: percentile(floor, 0.99) },
    overheadMs: {
      p50: percentile(measured, 0.5) - percentile(baseline, 0.5),
      p99: percentile(measured, 0.99) - percentile(baseline, 0.99),
    },
    target: { p50: 10, p99: 40 },
  };
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `POST /api/generate, ${report.requests} requests, ${concurrency} at a time, fake provider answering at once`,
  );
  console.log(
    `  first text at the client   p50 ${ms(report.hooklineFirstTextMs.p50)}   p99 ${ms(report.hooklineFirstTextMs.p99)}`,
  );
  console.log(
    `  the fake provider alone    p50 ${ms(report.fakeProviderDirectMs.p50)}   p99 ${ms(report.fakeProviderDirectMs.p99)}`,
  );
  console.log(`  GET /api/health (floor)    p50 ${ms(report.healthRouteMs.p50)}   p99 ${ms(report.healthRouteMs.p99)}`);
  console.log(
    `  Hookline's overhead        p50 ${ms(report.overheadMs.p50)}   p99 ${ms(report.overheadMs.p99)}   (target p50 <= 10 ms, p99 <= 40 ms)`,
  );
  mkdirSync(path.join(import.meta.dirname, "results"), { recursive: true });
  writeFileSync(
    path.join(import.meta.dirname, "results", `first-token-${concurrency}-concurrent.json`),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  if (report.overheadMs.p50 > report.target.p50 || report.overheadMs.p99 > report.target.p99) status = 1;
} catch (error) {
  console.error(error);
  status = 1;
} finally {
  await server.stop();
  await fake.close();
}
process.exit(status);
