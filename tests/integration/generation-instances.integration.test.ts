// Usage stays exact when generations arrive together on several app instances: two servers in processes of their
// own (their own Prisma clients and memory) on one database, 100 generations at once, some of which fail.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { getDb } from "@/lib/db";
import { readEvents, type StreamEvent } from "@/lib/generator/stream-events";

import { appUrl } from "../support/auth-requests";
import { startFakeAI, type FakeAI } from "../support/fake-ai";
import { startRouteInstance, type RouteInstance } from "../support/route-instances";
import { trialSubscriber, unitsUsed } from "../support/subscribers";

const failMarker = "writers-down-marker";
let fake: FakeAI;
let instances: RouteInstance[] = [];

beforeAll(async () => {
  fake = await startFakeAI();
  // A brief whose topic carries the marker makes both writers fail: nothing may be deducted for it.
  fake.script("openai", (request) =>
    request.user.includes(failMarker) ? { kind: "status", status: 500 } : { kind: "ok", pieces: ["Exact ", "usage."] },
  );
  fake.script("anthropic", (request) =>
    request.user.includes(failMarker) ? { kind: "status", status: 529 } : { kind: "ok", pieces: ["Exact ", "usage."] },
  );
  const env = {
    AI_PRIMARY_PROVIDER: "openai",
    OPENAI_API_KEY: "sk-fake-openai",
    OPENAI_BASE_URL: fake.openaiBaseUrl,
    ANTHROPIC_API_KEY: "sk-ant-fake",
    ANTHROPIC_BASE_URL: fake.anthropicBaseUrl,
  };
  instances = await Promise.all([startRouteInstance(env), startRouteInstance(env)]);
}, 120_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await fake.close();
});

/** One generation on `instance`: its status, and for a stream whether it ended with `done`. */
async function generate(instance: RouteInstance, bearer: string, topic: string) {
  const response = await fetch(`${instance.url}/api/generate`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${bearer}`, origin: appUrl },
    body: JSON.stringify({ contentType: "social", platform: "linkedin", topic }),
  });
  if (response.status !== 200) return { status: response.status, done: false };
  const events: StreamEvent[] = [];
  for await (const event of readEvents(response.body!)) events.push(event);
  return { status: 200, done: events.at(-1)?.type === "done" };
}

describe("generations on two instances at once", () => {
  it("spend exactly the units and credits of the generations that succeeded, and nothing for the failed ones", async () => {
    const users = await Promise.all(Array.from({ length: 5 }, (_, index) => trialSubscriber(`instances-${index}`)));
    const perUser = 20; // the per-user generation limit a minute: none is refused for it
    const results = await Promise.all(
      users.flatMap((user) =>
        Array.from({ length: perUser }, async (_, index) => ({
          userId: user.id,
          failing: index % 5 === 0,
          ...(await generate(
            instances[index % 2]!,
            user.bearer,
            index % 5 === 0 ? `${failMarker} ${index}` : `Topic ${index}`,
          )),
        })),
      ),
    );
    expect(results).toHaveLength(100);

    for (const user of users) {
      const own = results.filter((result) => result.userId === user.id);
      const succeeded = own.filter((result) => result.status === 200 && result.done).length;
      const statuses = own.map((result) => result.status);
      expect(
        statuses.every((status) => [200, 402, 503].includes(status)),
        statuses.join(","),
      ).toBe(true);
      expect(own.filter((result) => result.failing && result.status === 200)).toEqual([]);
      // The first success completed the onboarding task, which granted one credit; once the trial's units were
      // taken, that credit paid for one more. A failing generation holds its unit until it fails, so a success may
      // have met a 402 meanwhile: what is left unspent then is exactly what the failures gave back.
      const { bonusCredits } = await getDb().user.findUniqueOrThrow({ where: { id: user.id } });
      const used = await unitsUsed(user.id);
      expect(used).toBeLessThanOrEqual(10);
      expect(succeeded).toBe(used + (1 - bonusCredits));
      expect(own.filter((result) => result.status === 503).length + succeeded).toBeGreaterThanOrEqual(
        Math.min(perUser, 10),
      );
    }
  }, 120_000);

  it("answer the same usage from either instance", async () => {
    const user = await trialSubscriber("instances-usage", 3);
    const usage = await Promise.all(
      instances.map(async (instance) => {
        const response = await fetch(`${instance.url}/api/usage`, {
          headers: { authorization: `Bearer ${user.bearer}` },
        });
        return ((await response.json()) as { usage: { used: number } }).usage.used;
      }),
    );
    expect(usage).toEqual([3, 3]);
  });
});
