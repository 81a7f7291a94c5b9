// Reads the OpenAPI document into what the API reference page shows: operations by tag, field tables from JSON
// Schemas, error codes. The page holds no text of its own about the API; it all comes from the document.
import type {
  JsonSchema,
  OpenApiDocument,
  OpenApiOperation,
  OpenApiParameter,
  OpenApiResponse,
  Reference,
} from "@/lib/api/v1/openapi";

const schemaPointer = "#/components/schemas/";

export type FieldRow = {
  /** Dotted for fields of an object inside another ("regenerate.index"); `[]` marks the items of a list. */
  name: string;
  type: string;
  /** The named schema the type refers to: its name, which the page's schema section anchors. */
  schemaName?: string;
  required: boolean;
  description: string;
  /** Allowed values, defaults and limits, each a short phrase with values between backticks. */
  notes: string[];
};

export type DocumentedOperation = { method: string; path: string; operation: OpenApiOperation };
export type TagGroup = { name: string; description: string; operations: DocumentedOperation[] };

export const schemaAnchor = (name: string) => `schema-${name}`;
export const operationAnchor = (operationId: string) => `op-${operationId}`;
export const errorAnchor = (code: string) => `error-${code}`;
export const tagAnchor = (tag: string) => `tag-${tag.toLowerCase().replace(/\W+/g, "-")}`;

function asSchema(value: unknown): JsonSchema {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as JsonSchema) : {};
}

export function refName(schema: JsonSchema): string | undefined {
  return schema.$ref?.startsWith(schemaPointer) ? schema.$ref.slice(schemaPointer.length) : undefined;
}

/** The schema a reference names, or the schema itself. */
export function resolveSchema(document: OpenApiDocument, schema: JsonSchema): JsonSchema {
  const name = refName(schema);
  return name ? (document.components.schemas[name] ?? {}) : schema;
}

/** The branches of a union, without `null`, and whether `null` was one of them. */
function branches(schema: JsonSchema): { options: JsonSchema[]; nullable: boolean } {
  const union = schema.anyOf ?? schema.oneOf;
  if (!union) return { options: [schema], nullable: false };
  return {
    options: union.filter((option) => option.type !== "null"),
    nullable: union.some((option) => option.type === "null"),
  };
}

function singleTypeLabel(schema: JsonSchema): { type: string; schemaName?: string } {
  const name = refName(schema);
  if (name) return { type: name, schemaName: name };
  if (schema.const !== undefined)
    return { type: typeof schema.const === "string" ? "string" : JSON.stringify(schema.const) };
  const type = Array.isArray(schema.type) ? schema.type.join(" or ") : schema.type;
  if (type === "array") {
    const items = typeLabel(asSchema(schema.items));
    return { type: `array of ${items.type}`, ...(items.schemaName ? { schemaName: items.schemaName } : {}) };
  }
  if (type === "string" && schema.format) return { type: `string (${schema.format})` };
  return { type: type ?? "any" };
}

/** What a field holds, in a few words: "string", "integer or null", "array of ScoreCheck". */
export function typeLabel(schema: JsonSchema): { type: string; schemaName?: string } {
  const { options, nullable } = branches(schema);
  const labels = options.map(singleTypeLabel);
  const schemaName = labels.find((label) => label.schemaName)?.schemaName;
  const types = [...new Set(labels.map((label) => label.type)), ...(nullable ? ["null"] : [])];
  return { type: types.join(" or "), ...(schemaName ? { schemaName } : {}) };
}

const shown = (value: unknown) =>
  `\`${typeof value === "string" ? (value === "" ? '""' : value) : JSON.stringify(value)}\``;

function range(min: number | undefined, max: number | undefined, unit: string, units: string): string | null {
  if (min !== undefined && max !== undefined)
    return min === max ? `Exactly ${min} ${min === 1 ? unit : units}` : `${min} to ${max} ${units}`;
  if (max !== undefined) return `At most ${max} ${max === 1 ? unit : units}`;
  if (min !== undefined && min > 0) return `At least ${min} ${min === 1 ? unit : units}`;
  return null;
}

/** Allowed values, the default and the limits of a field, from its schema and the branches of a union. */
export function schemaNotes(schema: JsonSchema): string[] {
  const { options } = branches(schema);
  const values = options.flatMap((option) => option.enum ?? (option.const !== undefined ? [option.const] : []));
  const notes: string[] = [];
  if (values.length > 0) notes.push(`One of ${values.map(shown).join(", ")}`);
  if (schema.default !== undefined) notes.push(`Default ${shown(schema.default)}`);
  for (const option of options) {
    const text = range(option.minLength, option.maxLength, "character", "characters");
    const number =
      option.minimum !== undefined && option.maximum !== undefined
        ? `From ${option.minimum} to ${option.maximum}`
        : option.maximum !== undefined
          ? `At most ${option.maximum}`
          : option.minimum !== undefined
            ? `At least ${option.minimum}`
            : null;
    const items = range(option.minItems, option.maxItems, "item", "items");
    notes.push(...[text, number, items].filter((note): note is string => note !== null));
  }
  return notes;
}

/** An object written inside its parent (not a named schema): its fields are listed under the parent's name. */
function inlineObject(schema: JsonSchema): { schema: JsonSchema; suffix: string } | null {
  const { options } = branches(schema);
  const [only] = options;
  if (options.length !== 1 || !only || refName(only)) return null;
  if (only.properties) return { schema: only, suffix: "." };
  if (only.type === "array") {
    const items = asSchema(only.items);
    if (!refName(items) && items.properties) return { schema: items, suffix: "[]." };
  }
  return null;
}

/** The fields of an object schema (a named one followed), nested objects flattened under their parent's name. */
export function fieldRows(document: OpenApiDocument, schema: JsonSchema, prefix = ""): FieldRow[] {
  const target = resolveSchema(document, schema);
  const required = new Set(target.required ?? []);
  return Object.entries(target.properties ?? {}).flatMap(([key, value]) => {
    const property = asSchema(value);
    const name = `${prefix}${key}`;
    const row: FieldRow = {
      name,
      ...typeLabel(property),
      required: required.has(key),
      description: property.description ?? "",
      notes: schemaNotes(property),
    };
    const nested = inlineObject(property);
    return [row, ...(nested ? fieldRows(document, nested.schema, `${name}${nested.suffix}`) : [])];
  });
}

const isReference = (value: object): value is Reference => "$ref" in value;

export function parametersOf(operation: OpenApiOperation, place: OpenApiParameter["in"]): OpenApiParameter[] {
  return (operation.parameters ?? []).filter(
    (parameter): parameter is OpenApiParameter => !isReference(parameter) && parameter.in === place,
  );
}

/** A parameter as a field row, so query parameters share the body's table. */
export function parameterRow(parameter: OpenApiParameter): FieldRow {
  return {
    name: parameter.name,
    ...typeLabel(parameter.schema),
    required: parameter.required,
    description: parameter.description ?? "",
    notes: schemaNotes(parameter.schema),
  };
}

export function acceptsIdempotencyKey(operation: OpenApiOperation): boolean {
  return (operation.parameters ?? []).some(
    (parameter) => isReference(parameter) && parameter.$ref === "#/components/parameters/IdempotencyKey",
  );
}

/** The operation's successful answer: its status and response. */
export function successOf(operation: OpenApiOperation): { status: string; response: OpenApiResponse } {
  const entry = Object.entries(operation.responses).find(([status]) => status.startsWith("2"));
  if (!entry) throw new Error(`${operation.operationId} has no successful answer`);
  return { status: entry[0], response: entry[1] };
}

export function streams(operation: OpenApiOperation): boolean {
  return Boolean(successOf(operation).response.content?.["text/event-stream"]);
}

/** The error codes an operation can answer, in status order: each error response narrows Error's code to its own. */
export function errorCodesOf(operation: OpenApiOperation): string[] {
  return Object.entries(operation.responses)
    .filter(([status]) => Number(status) >= 400)
    .flatMap(([, response]) => {
      const narrowed = asSchema(response.content?.["application/json"]?.schema?.allOf?.[1]);
      const code = asSchema(asSchema(asSchema(narrowed.properties?.error).properties?.code));
      return (code.enum ?? []).map(String);
    });
}

const methodOrder = ["get", "post", "put", "patch", "delete"];

/** The operations under their tags, in the document's order of tags. */
export function operationsByTag(document: OpenApiDocument): TagGroup[] {
  const all: DocumentedOperation[] = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .sort(([a], [b]) => methodOrder.indexOf(a) - methodOrder.indexOf(b))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
  return document.tags
    .map((tag) => ({ ...tag, operations: all.filter(({ operation }) => operation.tags.includes(tag.name)) }))
    .filter((group) => group.operations.length > 0);
}

export function findOperation(document: OpenApiDocument, operationId: string): DocumentedOperation | undefined {
  return operationsByTag(document)
    .flatMap((group) => group.operations)
    .find(({ operation }) => operation.operationId === operationId);
}

/** The description's first paragraph (the page's intro) and the rest. */
export function splitDescription(description: string): { intro: string; rest: string } {
  const [intro = "", ...rest] = description.split(/\n\n/);
  return { intro, rest: rest.join("\n\n") };
}

const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/** A curl command for an operation, with its request example as the body. */
export function curlExample(document: OpenApiDocument, operationId: string, origin: string): string {
  const found = findOperation(document, operationId);
  if (!found) throw new Error(`No operation ${operationId}`);
  const example = found.operation.requestBody?.content["application/json"]?.example;
  const lines = [
    `curl -X ${found.method} ${shellQuote(new URL(found.path, origin).toString())}`,
    `-H 'Authorization: Bearer hk_…'`,
  ];
  if (example !== undefined)
    lines.push(`-H 'Content-Type: application/json'`, `-d ${shellQuote(JSON.stringify(example))}`);
  return lines.join(" \\\n  ");
}
