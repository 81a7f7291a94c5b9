// Round trips to PostgreSQL per route, counted at the wire: the app's database connection goes through a proxy that
// counts every Sync and simple Query message. A route over its budget (lib/config/budgets.ts) fails the test,
// naming the count, the budget and the statements it sent.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { stopFakeAI, useFakeAI } from "../support/ai-env";
import type { FakeAI } from "../support/fake-ai";
import type { Measured } from "../support/round-trip-scenarios";
import { startWireCounter, type WireCounter } from "../support/wire-counter";

let counter: WireCounter;
let fake: FakeAI;
let measured: Measured[];
let overBudget: (measured: Measured) => string[];

beforeAll(async () => {
  const direct = process.env.DATABASE_URL;
  if (!direct) throw new Error("DATABASE_URL is not set");
  counter = await startWireCounter(direct);
  process.env.DATABASE_URL = counter.url;
  fake = await useFakeAI(); // resets the modules: everything imported from here on connects through the counter
  const scenarios = await import("../support/round-trip-scenarios");
  overBudget = scenarios.overBudget;
  measured = await scenarios.measureRoundTrips(counter, fake);
}, 120_000);

afterAll(async () => {
  await stopFakeAI(fake);
  await counter.close();
});

describe("round trips to PostgreSQL", () => {
  it("stay within each route's budget", () => {
    for (const row of measured)
      console.log(`${row.route}: ${row.before.length} before the first token, ${row.after.length} after`);
    expect(measured.flatMap(overBudget)).toEqual([]);
  });
});
