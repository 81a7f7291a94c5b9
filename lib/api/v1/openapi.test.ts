import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { compileErrors, validate } from "@readme/openapi-parser";
import { describe, expect, it } from "vitest";

import { GET } from "@/app/api/v1/openapi.json/route";
import { apiErrorCodes, statusByCode } from "@/lib/app-error";

import { errorCodeMeanings } from "./error-codes";
import {
  documentPath,
  openApiDocument,
  openApiMaxAgeSeconds,
  streamEvents,
  type JsonSchema,
  type OpenApiOperation,
  type Reference,
} from "./openapi";
import { commonErrors, operations, type Operation } from "./operations";

const document = openApiDocument();
const v1Dir = path.join(import.meta.dirname, "..", "..", "..", "app", "api", "v1");

/** Every (method, path) the route files under app/api/v1 answer, their folders written as OpenAPI paths. */
function routeEndpoints(): string[] {
  const endpoints: string[] = [];
  for (const entry of readdirSync(v1Dir, { recursive: true, encoding: "utf8" })) {
    if (path.basename(entry) !== "route.ts") continue;
    const source = readFileSync(path.join(v1Dir, entry), "utf8");
    const exported = [
      ...source.matchAll(/export\s+(?:const|(?:async\s+)?function)\s+(GET|POST|PUT|PATCH|DELETE)\b/g),
    ].map((match) => match[1]);
    expect(exported.length, `${entry} exports no handler this test can read`).toBeGreaterThan(0);
    const segments = path
      .dirname(entry)
      .split(path.sep)
      .filter((segment) => segment !== ".")
      .map((segment) => {
        expect(segment, `${entry}: only [name] dynamic segments are documented`).not.toMatch(/^\[\.\.\./);
        return segment.replace(/^\[(\w+)\]$/, "{$1}");
      });
    for (const method of exported)
      endpoints.push(`${method} /api/v1${segments.length > 0 ? `/${segments.join("/")}` : ""}`);
  }
  return endpoints.sort();
}

function documentedEndpoints(): string[] {
  return Object.entries(document.paths)
    .flatMap(([route, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${route}`))
    .sort();
}

function operationOf(operation: Operation): OpenApiOperation {
  const found = document.paths[operation.path]?.[operation.method.toLowerCase() as Lowercase<Operation["method"]>];
  if (!found) throw new Error(`${operation.method} ${operation.path} is not documented`);
  return found;
}

const isReference = (value: object): value is Reference => "$ref" in value;

/** The codes an error response lists: the enum its schema narrows Error's code to. */
function codesOf(schema: JsonSchema | undefined): unknown[] {
  const narrowed = schema?.allOf?.[1]?.properties?.error;
  const code = typeof narrowed === "object" ? narrowed.properties?.code : undefined;
  return typeof code === "object" ? (code.enum ?? []) : [];
}

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1.0 document", async () => {
    expect(document.openapi).toBe("3.1.0");
    const result = await validate(structuredClone(document) as Parameters<typeof validate>[0]);
    expect(result.valid, result.valid ? "" : compileErrors(result)).toBe(true);
    expect(result.specification).toBe("OpenAPI");
  });

  it("is left as it was by validation, which resolves references in what it is given", async () => {
    const before = JSON.stringify(openApiDocument());
    const copy = structuredClone(document);
    await validate(copy as Parameters<typeof validate>[0]);
    expect(JSON.stringify(document)).toBe(before);
  });

  it("documents exactly the methods and paths the route files under app/api/v1 answer", () => {
    const routes = routeEndpoints();
    expect(routes.length).toBeGreaterThanOrEqual(Object.keys(operations).length);
    expect(documentedEndpoints()).toEqual(routes);
  });

  it("documents every operation of the registry under its id, with its scope in the security requirement", () => {
    for (const operation of Object.values(operations) as Operation[]) {
      const documented = operationOf(operation);
      expect(documented.operationId).toBe(operation.id);
      expect(documented.tags).toEqual([operation.tag]);
      expect(documented.security).toEqual([{ apiKey: operation.scope ? [operation.scope] : [] }]);
      expect(documented["x-hookline-scope"]).toBe(operation.scope);
      expect(documented.description).toContain(operation.scope ? `\`${operation.scope}\`` : "Any valid key");
      expect(documented["x-hookline-spends-generation"]).toBe(operation.spendsUnit);
    }
  });

  it("leaves only the document itself public", () => {
    const publicOperations = documentedEndpoints().filter((endpoint) => {
      const [method = "", route = ""] = endpoint.split(" ");
      return document.paths[route]?.[method.toLowerCase() as "get"]?.security.length === 0;
    });
    expect(publicOperations).toEqual([`GET ${documentPath}`]);
  });

  it("answers 204 without content, and the other operations with their answer schema", () => {
    for (const operation of Object.values(operations) as Operation[]) {
      const success = operationOf(operation).responses[String(operation.status)];
      expect(success, `${operation.id} ${operation.status}`).toBeDefined();
      if (operation.status === 204) expect(success?.content).toBeUndefined();
      else expect(success?.content?.["application/json"]?.schema).toBeTruthy();
      expect(Object.keys(success?.headers ?? {})).toEqual(
        expect.arrayContaining(["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"]),
      );
    }
  });

  it("names every schema registered with an id as a component, and refers to it there", () => {
    const text = JSON.stringify(document);
    expect(text).not.toContain("#/$defs/");
    expect(text).not.toContain('"$schema"');
    for (const name of ["Error", "Usage", "Generation", "CheckInput", "BrandVoice", "SavedCopy"])
      expect(document.components.schemas).toHaveProperty(name);
    expect(operationOf(operations.generateCopy).responses["200"]?.content?.["application/json"]?.schema).toEqual({
      $ref: "#/components/schemas/Generation",
    });
    const refs = [...text.matchAll(/"\$ref":"#\/components\/(schemas|parameters|headers)\/([^"]+)"/g)];
    expect(refs.length).toBeGreaterThan(0);
    for (const [, kind = "", name = ""] of refs)
      expect(document.components[kind as "schemas"], `${kind}/${name}`).toHaveProperty([name]);
  });

  it("expands the query schema into one parameter each, and the {id} path segment into a uuid parameter", () => {
    const list = operationOf(operations.listLibrary).parameters ?? [];
    expect(
      list
        .filter((parameter) => !isReference(parameter))
        .map((parameter) => !isReference(parameter) && `${parameter.in}:${parameter.name}`),
    ).toEqual(["query:q", "query:type", "query:favourites", "query:limit", "query:cursor"]);
    const limit = list.find((parameter) => !isReference(parameter) && parameter.name === "limit");
    expect(limit && !isReference(limit) && limit.schema).toMatchObject({ type: "integer", minimum: 1, default: 50 });
    const read = operationOf(operations.readVoice).parameters ?? [];
    expect(read).toEqual([
      expect.objectContaining({
        name: "id",
        in: "path",
        required: true,
        schema: expect.objectContaining({ type: "string", format: "uuid" }),
      }),
    ]);
  });

  it("documents the campaign flow under its scopes, with the asset's id as a second path parameter", () => {
    const campaigns = (Object.values(operations) as Operation[]).filter((operation) => operation.tag === "Campaigns");
    expect(campaigns.map((operation) => `${operation.method} ${operation.path}`).sort()).toEqual(
      [
        "GET /api/v1/campaigns",
        "POST /api/v1/campaigns",
        "GET /api/v1/campaigns/{id}",
        "PUT /api/v1/campaigns/{id}/message-house",
        "POST /api/v1/campaigns/{id}/approve",
        "POST /api/v1/campaigns/{id}/assets/{assetId}/regenerate",
        "PUT /api/v1/campaigns/{id}/assets/{assetId}/lock",
        "PATCH /api/v1/campaigns/{id}/assets/{assetId}",
        "POST /api/v1/campaigns/{id}/coverage",
      ].sort(),
    );
    for (const operation of campaigns)
      expect(operation.scope, operation.id).toBe(operation.method === "GET" ? "campaigns:read" : "campaigns:write");
    const spending = campaigns.filter((operation) => operation.spendsUnit).map((operation) => operation.id);
    expect(spending.sort()).toEqual(["approveCampaign", "coverKeyMessage", "regenerateCampaignAsset"]);
    expect(operationOf(operations.approveCampaign).responses["402"]).toBeDefined();
    expect(operationOf(operations.createCampaign).responses["402"]).toBeUndefined();

    const lock = (operationOf(operations.lockCampaignAsset).parameters ?? []).filter(
      (parameter) => !isReference(parameter),
    );
    expect(lock.map((parameter) => !isReference(parameter) && parameter.name)).toEqual(["id", "assetId"]);
    expect(operationOf(operations.createCampaign).requestBody?.content["application/json"]?.schema).toEqual({
      $ref: "#/components/schemas/CampaignBrief",
    });
    expect(operationOf(operations.readCampaign).responses["200"]?.content?.["application/json"]?.schema).toEqual({
      $ref: "#/components/schemas/CampaignAnswer",
    });
  });

  it("names a schema's answer form apart when it differs from its request form", () => {
    const { schemas } = document.components;
    // A pillar is sent in the message house and answered in the campaign; answers are closed to extra properties.
    expect(schemas.MessagePillar).not.toHaveProperty("additionalProperties");
    expect(schemas.MessagePillarOutput).toMatchObject({ additionalProperties: false });
    expect(JSON.stringify(schemas.MessageHouseInput)).toContain('"#/components/schemas/MessagePillar"');
    expect(JSON.stringify(schemas.Campaign)).toContain('"#/components/schemas/MessagePillarOutput"');
    // The same either way: one component.
    expect(schemas).not.toHaveProperty("CampaignChannelOutput");
  });

  it("accepts an Idempotency-Key on idempotent operations only, and says when an answer is replayed", () => {
    for (const operation of Object.values(operations) as Operation[]) {
      const documented = operationOf(operation);
      const takesKey = (documented.parameters ?? []).some(
        (parameter) => isReference(parameter) && parameter.$ref === "#/components/parameters/IdempotencyKey",
      );
      expect(takesKey, operation.id).toBe(operation.idempotent);
      expect(
        Object.keys(documented.responses[String(operation.status)]?.headers ?? {}).includes("Idempotent-Replayed"),
        operation.id,
      ).toBe(operation.idempotent);
    }
    expect(document.components.parameters.IdempotencyKey).toMatchObject({
      name: "Idempotency-Key",
      in: "header",
      required: false,
    });
  });

  it("offers the event stream on streaming operations, describing every event", () => {
    for (const operation of Object.values(operations) as Operation[]) {
      const success = operationOf(operation).responses[String(operation.status)];
      expect(Boolean(success?.content?.["text/event-stream"]), operation.id).toBe(operation.streams);
      if (operation.streams) for (const event of streamEvents) expect(success?.description).toContain(`\`${event}\``);
    }
  });

  it("answers each code an operation can refuse with under its status, with the Error schema narrowed to the codes", () => {
    for (const operation of Object.values(operations) as Operation[]) {
      const { responses } = operationOf(operation);
      const expected = new Set<string>([...operation.errors, ...commonErrors]);
      const documented = Object.entries(responses).filter(([status]) => Number(status) >= 400);
      const listed = documented.flatMap(([status, response]) => {
        const codes = codesOf(response.content?.["application/json"]?.schema);
        for (const code of codes) {
          expect(statusByCode[code as keyof typeof statusByCode], `${operation.id} ${String(code)}`).toBe(
            Number(status),
          );
          expect(response.description).toContain(`\`${String(code)}\``);
        }
        return codes;
      });
      expect(new Set(listed)).toEqual(expected);
    }
    const refusal = operationOf(operations.generateCopy).responses;
    expect(refusal["402"]?.description).toContain("usage");
    expect(Object.keys(refusal["429"]?.headers ?? {})).toContain("Retry-After");
  });

  it("tables every API error code once, with its status and meaning", () => {
    expect(document["x-error-codes"].map((entry) => entry.code)).toEqual([...apiErrorCodes]);
    for (const entry of document["x-error-codes"]) {
      expect(entry.status).toBe(statusByCode[entry.code]);
      expect(entry.meaning).toBe(errorCodeMeanings[entry.code]);
      expect(entry.meaning).toMatch(/^[A-Z].+\.$/);
    }
  });

  it("gives request examples that the operations accept", () => {
    let examples = 0;
    for (const operation of Object.values(operations) as Operation[]) {
      const example = operationOf(operation).requestBody?.content["application/json"]?.example;
      if (example === undefined) continue;
      examples += 1;
      expect(operation.body?.safeParse(example).success, operation.id).toBe(true);
    }
    expect(examples).toBeGreaterThan(0);
    expect(operationOf(operations.generateCopy).requestBody?.content["application/json"]?.example).toBeDefined();
  });

  it("explains keys, the error envelope, rate limits, idempotency and what spends a generation", () => {
    const text = document.info.description;
    for (const phrase of [
      "Authorization: Bearer hk_",
      "/profile",
      '"error"',
      "RateLimit-Remaining",
      "Retry-After",
      "Idempotency-Key",
      "payment_required",
      "error.usage",
    ])
      expect(text).toContain(phrase);
    expect(document.info).toMatchObject({ title: "Hookline API", version: "1.0.0" });
    expect(document.servers).toEqual([expect.objectContaining({ url: "/" })]);
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
  });
});

describe("GET /api/v1/openapi.json", () => {
  it("answers the document to anyone, cacheable for five minutes", async () => {
    const response = GET();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe(`public, max-age=${openApiMaxAgeSeconds}`);
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(document)));
  });
});
