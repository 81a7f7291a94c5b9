// One request to each budgeted route, as a client sends it, with the round trips it took at the wire: for a
// generation, those before the writer's first token apart from those after it. Read by the round-trip integration
// test and by `npm run bench:db`; import it only after DATABASE_URL points at the wire counter.
import { randomUUID } from "node:crypto";

import { GET as copiesGet } from "@/app/api/copies/route";
import { POST as generatePost } from "@/app/api/generate/route";
import { GET as healthGet } from "@/app/api/health/route";
import { POST as mcpPost } from "@/app/api/mcp/route";
import { GET as usageGet } from "@/app/api/usage/route";
import { POST as v1GeneratePost } from "@/app/api/v1/generate/route";
import { createApiKey } from "@/lib/api-keys/store";
import { roundTripBudgets, type BudgetedRoute, type RoundTripBudget } from "@/lib/config/budgets";
import { createPreset } from "@/lib/presets/store";

import type { FakeAI } from "./fake-ai";
import { apiRequest } from "./route-requests";
import { trialSubscriber } from "./subscribers";
import type { RoundTrip, WireCounter } from "./wire-counter";

export type Measured = {
  route: BudgetedRoute;
  budget: RoundTripBudget;
  /** A generation's round trips until its first token, and after it; any other route's in `after`. */
  before: RoundTrip[];
  after: RoundTrip[];
  status: number;
};

/** The counts over budget, each with the statements seen; empty when the route kept to its budget. */
export function overBudget(measured: Measured): string[] {
  const { route, budget, before, after } = measured;
  const describe = (trips: RoundTrip[]) =>
    trips.map((trip, index) => `  ${index + 1}. ${trip.statements.join(" | ") || "(no statement)"}`).join("\n");
  const over = (what: string, trips: RoundTrip[], limit: number) =>
    trips.length > limit ? [`${route}: ${trips.length} round trips ${what}, budget ${limit}:\n${describe(trips)}`] : [];
  if ("total" in budget) return over("in all", [...before, ...after], budget.total);
  return [
    ...over("before the first token", before, budget.beforeFirstToken),
    ...over("after the first token", after, budget.afterFirstToken),
  ];
}

/** Written in a brand voice, so reading the voice is part of what is counted. */
const brief = {
  contentType: "social",
  platform: "linkedin",
  topic: "Round trips to the database",
  presetName: "Plain",
};

/**
 * A trial subscriber with a brand voice and an API key that may generate: a fresh account, so what is measured is
 * its first generation, which also completes the onboarding task.
 */
async function subscriber(label: string) {
  const user = await trialSubscriber(label);
  await createPreset(user.id, { name: "Plain", tone: "Plain and short" });
  const { key } = await createApiKey(user.id, { name: "round trips", scopes: ["generate"] });
  return { ...user, key };
}

function v1Generate(key: string, { stream, idempotent }: { stream: boolean; idempotent: boolean }): Request {
  return new Request("http://localhost:3000/api/v1/generate", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${key}`,
      "x-forwarded-for": "10.9.8.7",
      ...(idempotent ? { "idempotency-key": randomUUID() } : {}),
      ...(stream ? { accept: "text/event-stream" } : {}),
    },
    body: JSON.stringify(brief),
  });
}

function mcpGenerate(key: string): Request {
  return new Request("http://localhost:3000/api/mcp", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      authorization: `Bearer ${key}`,
      "x-forwarded-for": "10.9.8.6",
    },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "generate_copy", arguments: brief },
    }),
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `send` with the writer holding back everything after its first piece: the round trips until then are the
 * ones before the first token (the provider was called and its first text is in), the rest come after it.
 */
async function generation(
  route: BudgetedRoute,
  counter: WireCounter,
  fake: FakeAI,
  send: () => Promise<Response>,
): Promise<Measured> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  fake.script("openai", () => ({ kind: "ok", pieces: ["Fewer ", "round ", "trips."], afterFirst: gate }));
  await counter.settle();
  const start = counter.roundTrips.length;
  const asked = fake.requests.length;
  const answer = send().then(async (response) => ({ status: response.status, body: await response.text() }));
  while (fake.requests.length === asked) {
    const early = await Promise.race([answer, sleep(5).then(() => null)]);
    if (early) throw new Error(`${route} answered ${early.status} before asking the writer: ${early.body}`);
  }
  await counter.settle();
  const firstToken = counter.roundTrips.length;
  release();
  const { status, body } = await answer;
  if (status !== 200 || body.includes('"error"')) throw new Error(`${route} answered ${status}: ${body.slice(0, 300)}`);
  await counter.settle();
  return {
    route,
    budget: roundTripBudgets[route],
    before: counter.roundTrips.slice(start, firstToken),
    after: counter.roundTrips.slice(firstToken),
    status,
  };
}

async function plain(route: BudgetedRoute, counter: WireCounter, send: () => Promise<Response>): Promise<Measured> {
  await counter.settle();
  const start = counter.roundTrips.length;
  const response = await send();
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${route} answered ${response.status}: ${body.slice(0, 300)}`);
  await counter.settle();
  return {
    route,
    budget: roundTripBudgets[route],
    before: [],
    after: counter.roundTrips.slice(start),
    status: response.status,
  };
}

/** Every budgeted route once, each generation by a new subscriber (a first generation does the most). */
export async function measureRoundTrips(counter: WireCounter, fake: FakeAI): Promise<Measured[]> {
  const measured: Measured[] = [];
  const app = await subscriber("round-trips-app");
  for (const route of ["POST /api/generate", "POST /api/generate (a later one)"] as const)
    measured.push(
      await generation(route, counter, fake, () =>
        generatePost(apiRequest("/api/generate", app.bearer, { method: "POST", body: brief }), undefined),
      ),
    );
  const v1: [BudgetedRoute, { stream: boolean; idempotent: boolean }][] = [
    ["POST /api/v1/generate (JSON)", { stream: false, idempotent: false }],
    ["POST /api/v1/generate (SSE)", { stream: true, idempotent: false }],
    ["POST /api/v1/generate (JSON, Idempotency-Key)", { stream: false, idempotent: true }],
    ["POST /api/v1/generate (SSE, Idempotency-Key)", { stream: true, idempotent: true }],
  ];
  for (const [route, kind] of v1) {
    const client = await subscriber("round-trips-v1");
    measured.push(
      await generation(route, counter, fake, () => v1GeneratePost(v1Generate(client.key, kind), undefined)),
    );
  }
  const agent = await subscriber("round-trips-mcp");
  measured.push(
    await generation("MCP tools/call generate_copy", counter, fake, () => mcpPost(mcpGenerate(agent.key), undefined)),
  );
  measured.push(
    await plain("GET /api/usage", counter, () => usageGet(apiRequest("/api/usage", app.bearer), undefined)),
  );
  measured.push(
    await plain("GET /api/copies", counter, () => copiesGet(apiRequest("/api/copies", app.bearer), undefined)),
  );
  measured.push(
    await plain("GET /api/health", counter, () =>
      healthGet(new Request("http://localhost:3000/api/health"), undefined),
    ),
  );
  return measured;
}
