// The OpenAPI 3.1 document of the public API, built from the operations registry and zod's own JSON Schema output
// of the same schemas the handlers parse with, so the document cannot drift from what the API accepts and answers.
import { z } from "zod";

import { apiScopes, scopeDescriptions, type ApiScope } from "../../api-keys/scopes";
import { apiErrorCodes, statusByCode, type ErrorCode } from "../../app-error";
import { api } from "../../config/api";
import { site } from "../../config/marketing/site";
import { apiRateLimits, generationRateLimit } from "../../config/rate-limits";
import { errorCodeMeanings, type ApiErrorCode } from "./error-codes";
import { commonErrors, operations, type HttpMethod, type Operation, type OperationId, type Tag } from "./operations";
import { errorAnswerSchema, idParamSchema } from "./schemas";

export type JsonSchema = z.core.JSONSchema.JSONSchema;
export type Reference = { $ref: string };

export type OpenApiParameter = {
  name: string;
  in: "path" | "query" | "header";
  required: boolean;
  description?: string;
  schema: JsonSchema;
};
export type OpenApiHeader = { description: string; schema: JsonSchema };
export type OpenApiMediaType = { schema: JsonSchema; example?: unknown };
export type OpenApiResponse = {
  description: string;
  headers?: Record<string, OpenApiHeader | Reference>;
  content?: Record<string, OpenApiMediaType>;
};

export type OpenApiOperation = {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  /** Empty: public. */
  security: Record<string, string[]>[];
  parameters?: (OpenApiParameter | Reference)[];
  requestBody?: { required: true; content: Record<string, OpenApiMediaType> };
  responses: Record<string, OpenApiResponse>;
  /** The scope the key must have been made with; null: any key. Absent on public operations. */
  "x-hookline-scope"?: ApiScope | null;
  /** Spends one generation of the plan, none when it fails. */
  "x-hookline-spends-generation"?: boolean;
};

export type ErrorCodeEntry = { code: ApiErrorCode; status: number; meaning: string };
export type PathItem = Partial<Record<Lowercase<HttpMethod>, OpenApiOperation>>;

export type OpenApiDocument = {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string; contact: { email: string } };
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, PathItem>;
  components: {
    securitySchemes: Record<string, { type: "http"; scheme: "bearer"; bearerFormat: string; description: string }>;
    schemas: Record<string, JsonSchema>;
    parameters: Record<string, OpenApiParameter>;
    headers: Record<string, OpenApiHeader>;
  };
  "x-error-codes": ErrorCodeEntry[];
};

export const openApiMaxAgeSeconds = api.openApiMaxAgeSeconds;

export const documentPath = api.openApiPath;
export const securitySchemeName = "apiKey";
export const streamEvents = ["start", "delta", "revise", "replace", "tightened", "result", "done", "error"] as const;

const referenceTag = "Reference";
const schemaPointer = "#/components/schemas/";
const headerPointer = "#/components/headers/";
const idempotencyKeyRef: Reference = { $ref: "#/components/parameters/IdempotencyKey" };
const rateLimitHeaderNames = ["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"] as const;

const tagDescriptions: Record<Tag, string> = {
  Generation: "Copy, hooks and content plans. Each request spends one generation of the plan, and none when it fails.",
  Checks: "Free, deterministic checks of text you already have.",
  "Brand voices": "The account's brand voices, which generation requests name in `presetName`.",
  Library: "Saved copy, as the dashboard lists it.",
  Campaigns:
    "A brief opens a campaign and drafts its message house; once the house is approved, one asset is written per channel slot of the calendar, each spending one generation.",
  "Hand-off":
    "A campaign's posts exported for Buffer or sent to the Postiz or Typefully account connected in the profile, behind the same gate as the board: nothing over a platform's hard limit, and with review on nothing unapproved.",
  Account: "The plan and what it has left.",
};

/** A request body a developer can send as it is; each one parses with its operation's schema (openapi.test.ts). */
const requestExamples: Partial<Record<OperationId, unknown>> = {
  generateCopy: {
    contentType: "social",
    platform: "linkedin",
    topic: "We cut our onboarding from two weeks to two days",
    abTesting: true,
  } satisfies z.input<typeof operations.generateCopy.body>,
  writeHooks: { topic: "Cold brew coffee at home", platform: "Instagram" } satisfies z.input<
    typeof operations.writeHooks.body
  >,
  planContent: { topic: "Remote team rituals", platforms: ["LinkedIn", "Blog"], postsPerWeek: 3 } satisfies z.input<
    typeof operations.planContent.body
  >,
  createCampaign: {
    name: "Spring launch",
    goal: "launch",
    offer: "Half off the first month",
    audience: "Founders of small SaaS teams",
    keyMessages: ["Onboard in two days, not two weeks", "Every post fits its platform"],
    proofPoints: ["Used by 1,200 teams"],
    callToAction: "Start your free trial",
    landingUrl: "https://example.com/spring",
    channels: ["linkedin", "x", "metaAd"],
    startDate: "2026-03-02",
    weeks: 2,
  } satisfies z.input<typeof operations.createCampaign.body>,
  checkText: {
    text: "Two weeks of onboarding became two days. Here is what we cut, and what we kept.",
    contentType: "social",
    platform: "x",
  } satisfies z.input<typeof operations.checkText.body>,
};

const apiDescription = `Hookline's public API: generate copy, hooks and content plans, run multi-channel campaigns, check text against platform limits, and manage brand voices and saved copy.

## Authentication

Every request carries an API key: \`Authorization: Bearer hk_…\`. Make keys in your [profile](/profile), under API keys; a key is shown once, when it is made. Each key has the scopes it was made with, and an operation that needs a scope the key lacks is refused with \`forbidden\` (403):

${apiScopes.map((scope) => `- \`${scope}\`: ${scopeDescriptions[scope]}`).join("\n")}

## Errors

Every refusal answers one envelope, with the HTTP status of its code:

\`\`\`json
{ "error": { "code": "invalid_input", "message": "topic: Give the post a topic." } }
\`\`\`

\`message\` is one sentence for a person; branch on \`code\`. Each operation lists the codes it can answer; the table of codes is in \`x-error-codes\`.

## Rate limits

Each key may make ${apiRateLimits.key.limit} requests a minute, and all of an account's keys together ${apiRateLimits.user.limit}. Requests that spend a generation also count against the account's ${generationRateLimit.limit} generations a minute, shared with the app's own screens. Answers carry \`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\` (seconds) for the tightest limit; a request over a limit is refused with \`rate_limited\` (429) and \`Retry-After\` in seconds. Requests with a key that is not valid count against their address: past ${apiRateLimits.invalidKey.limit} a minute they are refused with 429 too.

## Idempotency

Write requests accept an \`Idempotency-Key\` header (1 to ${api.idempotency.maxKeyLength} printable characters, such as a UUID). A retry with the same key and the same request within ${api.idempotency.keepHours} hours answers the first answer, byte for byte, with \`Idempotent-Replayed: true\` and spends nothing more. The same key with a different request is refused with \`idempotency_key_reused\` (422); a retry while the first request is still running gets \`conflict\` (409) with \`Retry-After\`. A generation, once started, runs to its end even if the connection drops, so a retry after a timeout gets its answer. A request that failed leaves nothing behind: its retry runs again.

## Generations

\`POST /api/v1/generate\`, \`POST /api/v1/hooks\` and \`POST /api/v1/content-plan\` each spend one generation of the plan, and nothing when they fail. When the plan has none left they are refused with \`payment_required\` (402), and \`error.usage\` carries the plan and what it has left (the Usage schema), so a client can tell its user without a second call. Checking text is free.

## Campaigns

A campaign goes brief → message house → approval → assets. \`POST /api/v1/campaigns\` saves the brief and drafts its message house, a core message and pillars tied to the brief's key messages and proof points (status \`house_ready\`, free). Edit the house and the cadence with \`PUT …/message-house\`, then \`POST …/approve\`: one asset is written per channel slot of the calendar, in the background, each spending one generation. Approval is refused with \`payment_required\` before anything is written when the plan has fewer generations left than the campaign has assets.

\`GET /api/v1/campaigns/{id}\` follows the writing in \`progress\` and answers each asset with its text, its landing link tagged for its channel, its date on the calendar and its length against the platform's limit, and for the campaign: \`coverage\` (which key messages the written assets carry, and those none does), \`guardrails\` (banned terms, the disclosure paid ads must carry, the call to action) and the \`calendar\` week by week. A written asset can be edited (\`PATCH …/assets/{assetId}\`, free), locked so that rewriting leaves it alone (\`PUT …/lock\`), or written again (\`POST …/regenerate\`, one generation); \`POST …/coverage\` writes one more asset for a key message nothing covers (one generation).`;

const errorDescription = (codes: readonly ApiErrorCode[]) =>
  codes.map((code) => `- \`${code}\`: ${errorCodeMeanings[code]}`).join("\n");

const streamDescription = `With \`Accept: text/event-stream\`, the answer arrives as server-sent events, each \`data\` a JSON object:

- \`start\`: the writer began (\`provider\`, \`label\`).
- \`delta\`: the next piece of text (\`text\`).
- \`revise\`: the copy went over a hard limit; a shorter version follows and replaces what was streamed (\`reason\`).
- \`replace\`: the final text, when it differs from what was streamed (\`text\`).
- \`tightened\`: the final text after parts still over a hard limit were shortened (\`text\`, \`removed\`, \`dropped\`).
- \`result\`: the whole answer, the same object the JSON request answers; sent just before \`done\`.
- \`done\`: the end, with the usage after this generation (\`usage\`).
- \`error\`: the writer failed after text had started; nothing was spent (\`message\`).

A refusal before the first event is answered as JSON with its status, as without the header.`;

/** zod writes z.int()'s safe-integer range on every integer, which tells a reader nothing. */
function dropSafeIntegerRange({ jsonSchema }: { jsonSchema: JsonSchema }): void {
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
}

function isSchemaObject(value: unknown): value is JsonSchema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Converts zod schemas one at a time and gathers every schema named with `.meta({ id })` into components. zod
 * extracts named schemas into the answer's `$defs`; their references are pointed at components instead. A schema
 * read both ways (a message house sent and answered) is one component when both ways agree; otherwise its answer
 * form is named `<id>Output`, since zod closes an answer's objects to extra properties and a request's not. Two
 * different schemas under one name, read the same way, stop the build rather than overwrite.
 */
function schemaCollector() {
  const byIo: Record<"input" | "output", Record<string, JsonSchema>> = { input: {}, output: {} };
  const convert = (schema: z.ZodType, io: "input" | "output"): JsonSchema => {
    const generated = z.toJSONSchema(schema, { target: "draft-2020-12", io, override: dropSafeIntegerRange });
    const relinked: unknown = JSON.parse(
      JSON.stringify(generated).replaceAll('"$ref":"#/$defs/', `"$ref":"${pointerOf(io)}`),
    );
    if (!isSchemaObject(relinked)) throw new Error("zod answered a JSON Schema that is not an object");
    const { $schema: _dialect, $defs: definitions = {}, ...root } = relinked;
    const components = byIo[io];
    for (const [id, definition] of Object.entries(definitions)) {
      const known = components[id];
      if (known && JSON.stringify(known) !== JSON.stringify(definition))
        throw new Error(`Two different schemas are named "${id}": give one of them another id.`);
      components[id] = definition;
    }
    return root;
  };
  /** The object schema behind a reference to a component, or the schema itself (request schemas only). */
  const resolve = (schema: JsonSchema): JsonSchema => {
    const target = schema.$ref?.startsWith(schemaPointer)
      ? byIo.input[schema.$ref.slice(schemaPointer.length)]
      : schema;
    if (!target) throw new Error(`No schema for ${schema.$ref}`);
    return target;
  };
  /**
   * The components, sorted, and `value` with its answers' references pointed at their final names. An answer form
   * that refers to a renamed one differs from its request form too, so renaming goes on until nothing changes.
   */
  const settle = <T>(value: T): { schemas: Record<string, JsonSchema>; value: T } => {
    const renamed = new Set<string>();
    const relink = (text: string) =>
      text.replace(
        new RegExp(`"\\$ref":"${outputPointer}([^"]+)"`, "g"),
        (_match, id: string) => `"$ref":"${schemaPointer}${renamed.has(id) ? `${id}Output` : id}"`,
      );
    for (let changed = true; changed;) {
      changed = false;
      for (const [id, definition] of Object.entries(byIo.output)) {
        const known = byIo.input[id];
        if (renamed.has(id) || !known || JSON.stringify(known) === relink(JSON.stringify(definition))) continue;
        if (byIo.input[`${id}Output`] || byIo.output[`${id}Output`])
          throw new Error(`"${id}Output" names a schema of its own: rename it.`);
        renamed.add(id);
        changed = true;
      }
    }
    const schemas: Record<string, JsonSchema> = { ...byIo.input };
    for (const [id, definition] of Object.entries(byIo.output))
      schemas[renamed.has(id) ? `${id}Output` : id] = definition;
    const sorted = Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
    return {
      schemas: JSON.parse(relink(JSON.stringify(sorted))) as Record<string, JsonSchema>,
      value: JSON.parse(relink(JSON.stringify(value))) as T,
    };
  };
  return { convert, resolve, settle };
}

/** Where answers' references point until settle names them. */
const outputPointer = `${schemaPointer}~output~/`;
const pointerOf = (io: "input" | "output") => (io === "input" ? schemaPointer : outputPointer);

type Collector = ReturnType<typeof schemaCollector>;

function isApiErrorCode(code: ErrorCode): code is ApiErrorCode {
  return (apiErrorCodes as readonly ErrorCode[]).includes(code);
}

function pathParameters(path: string, collector: Collector): OpenApiParameter[] {
  const properties = collector.resolve(collector.convert(idParamSchema, "input")).properties ?? {};
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name = ""]) => {
    const schema = properties[name];
    if (!isSchemaObject(schema)) throw new Error(`No schema for the path parameter {${name}} of ${path}`);
    return {
      name,
      in: "path",
      required: true,
      ...(schema.description ? { description: schema.description } : {}),
      schema,
    };
  });
}

function queryParameters(query: z.ZodType, collector: Collector): OpenApiParameter[] {
  const schema = collector.resolve(collector.convert(query, "input"));
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    if (!isSchemaObject(property)) throw new Error(`The query parameter ${name} has no schema`);
    return {
      name,
      in: "query",
      required: required.has(name),
      ...(property.description ? { description: property.description } : {}),
      schema: property,
    };
  });
}

const headerRef = (name: string): Reference => ({ $ref: `${headerPointer}${name}` });
const rateLimitHeaders = () => Object.fromEntries(rateLimitHeaderNames.map((name) => [name, headerRef(name)]));

function successResponse(operation: Operation, collector: Collector): OpenApiResponse {
  const headers = {
    ...rateLimitHeaders(),
    ...(operation.idempotent ? { "Idempotent-Replayed": headerRef("Idempotent-Replayed") } : {}),
  };
  if (!operation.answer) return { description: "Done: no content.", headers };
  const content: Record<string, OpenApiMediaType> = {
    "application/json": { schema: collector.convert(operation.answer, "output") },
  };
  if (operation.streams)
    content["text/event-stream"] = {
      schema: {
        type: "string",
        description: "Server-sent events: start, delta, revise, replace, tightened, result, done, error.",
      },
    };
  const answered =
    operation.status === 201 ? "Created." : operation.status === 202 ? "Accepted: queued to be sent." : "The answer.";
  return { description: operation.streams ? `${answered}\n\n${streamDescription}` : answered, headers, content };
}

/** One response per HTTP status, each naming its codes and narrowing the Error schema's code to them. */
function errorResponses(operation: Operation, errorSchema: JsonSchema): Record<string, OpenApiResponse> {
  const codes = [...new Set([...operation.errors, ...commonErrors])].map((code) => {
    if (!isApiErrorCode(code))
      throw new Error(`${operation.id} answers ${code}, which apiErrorCodes does not document`);
    return code;
  });
  const byStatus = new Map<number, ApiErrorCode[]>();
  for (const code of apiErrorCodes.filter((code) => codes.includes(code)))
    byStatus.set(statusByCode[code], [...(byStatus.get(statusByCode[code]) ?? []), code]);
  const responses: Record<string, OpenApiResponse> = {};
  for (const [status, group] of [...byStatus].sort(([a], [b]) => a - b)) {
    const narrowed: JsonSchema = {
      type: "object",
      properties: { error: { type: "object", properties: { code: { enum: group } } } },
    };
    const headers: Record<string, OpenApiHeader | Reference> =
      status === 429
        ? { "Retry-After": headerRef("Retry-After"), ...rateLimitHeaders() }
        : status === 409
          ? {
              "Retry-After": {
                description:
                  "With a request under the same Idempotency-Key still running: seconds to wait before retrying.",
                schema: { type: "integer", minimum: 0 },
              },
            }
          : status === 503
            ? { "Retry-After": headerRef("Retry-After") }
            : status === 401
              ? {
                  "WWW-Authenticate": {
                    description: 'The scheme the API wants: `Bearer realm="Hookline"`.',
                    schema: { type: "string" },
                  },
                }
              : {};
    responses[String(status)] = {
      description: errorDescription(group),
      ...(Object.keys(headers).length > 0 ? { headers } : {}),
      content: { "application/json": { schema: { allOf: [errorSchema, narrowed] } } },
    };
  }
  return responses;
}

function operationObject(operation: Operation, collector: Collector, errorSchema: JsonSchema): OpenApiOperation {
  const parameters = [
    ...pathParameters(operation.path, collector),
    ...(operation.query ? queryParameters(operation.query, collector) : []),
    ...(operation.idempotent ? [idempotencyKeyRef] : []),
  ];
  const example = requestExamples[operation.id as OperationId];
  const scopeLine = operation.scope ? `Needs a key with the \`${operation.scope}\` scope.` : "Any valid key.";
  return {
    operationId: operation.id,
    summary: operation.summary,
    description: `${operation.description}\n\n${scopeLine}`,
    tags: [operation.tag],
    security: [{ [securitySchemeName]: operation.scope ? [operation.scope] : [] }],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: collector.convert(operation.body, "input"),
                ...(example ? { example } : {}),
              },
            },
          },
        }
      : {}),
    responses: {
      [String(operation.status)]: successResponse(operation, collector),
      ...errorResponses(operation, errorSchema),
    },
    "x-hookline-scope": operation.scope,
    "x-hookline-spends-generation": operation.spendsUnit,
  };
}

/** This document itself: public, so tools can fetch it without a key. */
function documentOperation(): OpenApiOperation {
  return {
    operationId: "getOpenApiDocument",
    summary: "This OpenAPI document",
    description: `The API's OpenAPI 3.1 document, generated from the schemas the API validates with. Public: no key needed. Caches may keep it for ${openApiMaxAgeSeconds / 60} minutes.`,
    tags: [referenceTag],
    security: [],
    responses: {
      "200": { description: "The OpenAPI document.", content: { "application/json": { schema: { type: "object" } } } },
    },
  };
}

export function openApiDocument(): OpenApiDocument {
  const collector = schemaCollector();
  const errorSchema = collector.convert(errorAnswerSchema, "output");
  const paths: Record<string, PathItem> = {};
  for (const operation of Object.values(operations) as Operation[]) {
    paths[operation.path] = {
      ...paths[operation.path],
      [operation.method.toLowerCase()]: operationObject(operation, collector, errorSchema),
    };
  }
  paths[documentPath] = { get: documentOperation() };
  const settled = collector.settle({ paths });
  return {
    openapi: "3.1.0",
    info: {
      title: "Hookline API",
      version: "1.0.0",
      description: apiDescription,
      contact: { email: site.contactEmail },
    },
    servers: [{ url: "/", description: "This Hookline server" }],
    tags: [
      ...Object.entries(tagDescriptions).map(([name, text]) => ({ name, description: text })),
      { name: referenceTag, description: "This document." },
    ],
    paths: settled.value.paths,
    components: {
      securitySchemes: {
        [securitySchemeName]: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "hk_ and 43 URL-safe characters",
          description:
            "An API key made in your Hookline profile, sent as `Authorization: Bearer hk_…`. Its scopes are listed per operation.",
        },
      },
      schemas: settled.schemas,
      parameters: {
        IdempotencyKey: {
          name: "Idempotency-Key",
          in: "header",
          required: false,
          description: `Makes a retry safe: the same key with the same request within ${api.idempotency.keepHours} hours answers the first answer and spends nothing more.`,
          schema: { type: "string", minLength: 1, maxLength: api.idempotency.maxKeyLength, pattern: "^[!-~]+$" },
        },
      },
      headers: {
        "RateLimit-Limit": {
          description: "Requests the tightest limit allows in its window.",
          schema: { type: "integer", minimum: 0 },
        },
        "RateLimit-Remaining": {
          description: "Requests left in the tightest limit's window.",
          schema: { type: "integer", minimum: 0 },
        },
        "RateLimit-Reset": {
          description: "Seconds until the tightest limit's window starts again.",
          schema: { type: "integer", minimum: 0 },
        },
        "Retry-After": { description: "Seconds to wait before retrying.", schema: { type: "integer", minimum: 0 } },
        "Idempotent-Replayed": {
          description: "`true` when this is the stored answer to an earlier request with the same Idempotency-Key.",
          schema: { type: "string", enum: ["true"] },
        },
      },
    },
    "x-error-codes": apiErrorCodes.map((code) => ({
      code,
      status: statusByCode[code],
      meaning: errorCodeMeanings[code],
    })),
  };
}
