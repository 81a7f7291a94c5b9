import { beforeAll, describe, expect, it } from "vitest";

import { authenticateKey } from "@/lib/api-keys/store";
import { api } from "@/lib/config/api";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";

import { signedInUser } from "../support/auth-requests";
import { apiRequest, routeContext } from "../support/route-requests";
import { trialSubscriber } from "../support/subscribers";

let keysRoute: typeof import("@/app/api/api-keys/route");
let keyRoute: typeof import("@/app/api/api-keys/[id]/route");
let extensionKeyRoute: typeof import("@/app/api/extension/key/route");

beforeAll(async () => {
  [keysRoute, keyRoute, extensionKeyRoute] = await Promise.all([
    import("@/app/api/api-keys/route"),
    import("@/app/api/api-keys/[id]/route"),
    import("@/app/api/extension/key/route"),
  ]);
});

type Summary = {
  id: string;
  name: string;
  scopes: string[];
  prefix: string;
  lastFour: string;
  createdAt: string;
  lastUsedAt: string | null;
};
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

const create = (bearer: string, body: unknown) =>
  keysRoute.POST(apiRequest("/api/api-keys", bearer, { method: "POST", body }), undefined);
const list = async (bearer: string) => {
  const response = await keysRoute.GET(apiRequest("/api/api-keys", bearer), undefined);
  expect(response.status).toBe(200);
  return ((await response.json()) as { apiKeys: Summary[] }).apiKeys;
};
const revoke = (bearer: string, id: string) =>
  keyRoute.DELETE(apiRequest(`/api/api-keys/${id}`, bearer, { method: "DELETE" }), routeContext(id));

async function made(
  bearer: string,
  name = "Claude Desktop",
  scopes = ["generate"],
): Promise<{ key: string; apiKey: Summary }> {
  const response = await create(bearer, { name, scopes });
  expect(response.status).toBe(201);
  return (await response.json()) as { key: string; apiKey: Summary };
}

/** The status `authenticateKey` answers a request carrying `key`: 200 when the key is good. */
async function keyStatus(key: string): Promise<number> {
  try {
    await authenticateKey(
      new Request("http://localhost:3000/api/v1/usage", { headers: { authorization: `Bearer ${key}` } }),
    );
    return 200;
  } catch (error) {
    if (error instanceof AppError && error.code === "unauthorized") return 401;
    throw error;
  }
}

describe("/api/api-keys", () => {
  it("makes a key with the chosen scopes, shows it once, keeps only its hash, and lists it without the key", async () => {
    const user = await trialSubscriber("api-keys-create");
    const { key, apiKey } = await made(user.bearer, "  CI pipeline ", ["library:read", "generate"]);
    expect(key).toMatch(/^hk_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toMatchObject({
      name: "CI pipeline",
      scopes: ["generate", "library:read"],
      prefix: key.slice(0, 7),
      lastFour: key.slice(-4),
      lastUsedAt: null,
    });

    const listed = await list(user.bearer);
    expect(listed).toEqual([apiKey]);
    expect(JSON.stringify(listed)).not.toContain(key);

    const row = await getDb().apiKey.findFirstOrThrow({ where: { userId: user.id, kind: "api" } });
    expect(Object.values(row).map(String)).not.toContain(key);
    expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(
      await authenticateKey(
        new Request("http://localhost:3000/api/v1/usage", { headers: { authorization: `Bearer ${key}` } }),
      ),
    ).toMatchObject({
      userId: user.id,
      kind: "api",
      scopes: ["generate", "library:read"],
    });
  });

  it("refuses a user without a plan with 403 and stores nothing", async () => {
    const user = await signedInUser("api-keys-planless");
    const response = await create(user.bearer, { name: "Script", scopes: ["generate"] });
    expect(response.status).toBe(403);
    expect((await errorOf(response)).code).toBe("subscription_required");
    expect(await getDb().apiKey.count({ where: { userId: user.id } })).toBe(0);
  });

  it("refuses a key without scopes, or without a name, with 400 and says why", async () => {
    const user = await trialSubscriber("api-keys-invalid");
    const noScopes = await create(user.bearer, { name: "Script", scopes: [] });
    expect(noScopes.status).toBe(400);
    expect((await errorOf(noScopes)).message).toBe("scopes: Choose at least one scope.");
    const noName = await create(user.bearer, { name: "  ", scopes: ["generate"] });
    expect(noName.status).toBe(400);
    expect((await errorOf(noName)).message).toBe("name: Give the key a name.");
    const unknownScope = await create(user.bearer, { name: "Script", scopes: ["admin"] });
    expect(unknownScope.status).toBe(400);
    expect(await getDb().apiKey.count({ where: { userId: user.id } })).toBe(0);
  });

  it(`refuses the key after the ${api.maxKeysPerUser}th with 409`, async () => {
    const user = await trialSubscriber("api-keys-max");
    for (let n = 1; n <= api.maxKeysPerUser; n += 1) await made(user.bearer, `Key ${n}`);
    const response = await create(user.bearer, { name: "One too many", scopes: ["generate"] });
    expect(response.status).toBe(409);
    expect((await errorOf(response)).message).toContain("Revoke one you no longer use");
    expect(await list(user.bearer)).toHaveLength(api.maxKeysPerUser);
  });

  it("revokes a key: 204, then the key is refused and no longer listed", async () => {
    const user = await trialSubscriber("api-keys-revoke");
    const kept = await made(user.bearer, "Kept");
    const gone = await made(user.bearer, "Gone");
    expect(await keyStatus(gone.key)).toBe(200);
    expect((await revoke(user.bearer, gone.apiKey.id)).status).toBe(204);
    expect(await keyStatus(gone.key)).toBe(401);
    expect(await keyStatus(kept.key)).toBe(200);
    expect((await list(user.bearer)).map((key) => key.name)).toEqual(["Kept"]);
    expect((await revoke(user.bearer, gone.apiKey.id)).status).toBe(404);
  });

  it("answers 404 for someone else's key or an unknown id, and their key keeps working", async () => {
    const owner = await trialSubscriber("api-keys-owner");
    const other = await trialSubscriber("api-keys-other");
    const { key, apiKey } = await made(owner.bearer);
    for (const id of [apiKey.id, "00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const response = await revoke(other.bearer, id);
      expect(response.status, id).toBe(404);
      expect((await errorOf(response)).message).toBe("That API key does not exist.");
    }
    expect(await keyStatus(key)).toBe(200);
    expect(await list(owner.bearer)).toHaveLength(1);
  });

  it("keeps the extension's key apart: not listed, not revocable here, and still working after API keys are revoked", async () => {
    const user = await trialSubscriber("api-keys-extension");
    const extension = await extensionKeyRoute.POST(
      apiRequest("/api/extension/key", user.bearer, { method: "POST" }),
      undefined,
    );
    expect(extension.status).toBe(201);
    const extensionKey = ((await extension.json()) as { key: string }).key;
    expect(await list(user.bearer)).toEqual([]);

    const { apiKey } = await made(user.bearer);
    expect((await list(user.bearer)).map((key) => key.id)).toEqual([apiKey.id]);
    const extensionRow = await getDb().apiKey.findFirstOrThrow({ where: { userId: user.id, kind: "extension" } });
    expect((await revoke(user.bearer, extensionRow.id)).status).toBe(404);
    expect((await revoke(user.bearer, apiKey.id)).status).toBe(204);
    expect(await keyStatus(extensionKey)).toBe(200);
  });

  it("needs a signed-in user", async () => {
    const response = await keysRoute.GET(apiRequest("/api/api-keys", null), undefined);
    expect(response.status).toBe(401);
  });
});
