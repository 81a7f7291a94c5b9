import { describe, expect, it } from "vitest";

import { openApiDocument, type JsonSchema } from "@/lib/api/v1/openapi";
import { operations } from "@/lib/api/v1/operations";

import {
  acceptsIdempotencyKey,
  curlExample,
  errorCodesOf,
  fieldRows,
  findOperation,
  operationsByTag,
  schemaNotes,
  splitDescription,
  streams,
  typeLabel,
} from "./reference-data";

const document = openApiDocument();
const operation = (id: string) => {
  const found = findOperation(document, id);
  if (!found) throw new Error(`no ${id}`);
  return found.operation;
};
const row = (rows: ReturnType<typeof fieldRows>, name: string) => rows.find((entry) => entry.name === name);

describe("typeLabel", () => {
  it("names a field's type in a few words, linking named schemas", () => {
    expect(typeLabel({ type: "string", format: "uuid" })).toEqual({ type: "string (uuid)" });
    expect(typeLabel({ anyOf: [{ type: "integer" }, { type: "null" }] })).toEqual({ type: "integer or null" });
    expect(typeLabel({ type: "array", items: { $ref: "#/components/schemas/ScoreCheck" } })).toEqual({
      type: "array of ScoreCheck",
      schemaName: "ScoreCheck",
    });
    expect(
      typeLabel({
        anyOf: [
          { type: "string", enum: ["a", "b"] },
          { type: "string", const: "" },
        ],
      }),
    ).toEqual({ type: "string" });
    expect(typeLabel({})).toEqual({ type: "any" });
  });
});

describe("schemaNotes", () => {
  it("lists allowed values, the default and the limits", () => {
    const schema: JsonSchema = {
      default: "",
      anyOf: [
        { type: "string", enum: ["ads", "seo"] },
        { type: "string", const: "" },
      ],
    };
    expect(schemaNotes(schema)).toEqual(['One of `ads`, `seo`, `""`', 'Default `""`']);
    expect(schemaNotes({ type: "string", minLength: 1, maxLength: 60 })).toEqual(["1 to 60 characters"]);
    expect(schemaNotes({ type: "array", minItems: 10, maxItems: 10 })).toEqual(["Exactly 10 items"]);
    expect(schemaNotes({ type: "integer", minimum: 1, maximum: 100, default: 50 })).toEqual([
      "Default `50`",
      "From 1 to 100",
    ]);
    expect(schemaNotes({ type: "boolean" })).toEqual([]);
  });
});

describe("fieldRows", () => {
  it("lists an object's fields with whether each is required, following a named schema", () => {
    const rows = fieldRows(document, { $ref: "#/components/schemas/CheckInput" });
    expect(row(rows, "text")).toMatchObject({ type: "string", required: true });
    expect(row(rows, "language")).toMatchObject({
      required: false,
      notes: expect.arrayContaining(["Default `English`"]),
    });
    expect(row(rows, "topic")?.description).toContain("hook check");
  });

  it("flattens objects written inside their parent, and links named ones instead", () => {
    const rows = fieldRows(document, { $ref: "#/components/schemas/Generation" });
    expect(rows.map((entry) => entry.name)).toEqual(
      expect.arrayContaining([
        "variants",
        "variants[].text",
        "variants[].score",
        "shortened",
        "shortened.removed",
        "writer",
      ]),
    );
    expect(row(rows, "variants[].score")).toMatchObject({ type: "VariantScore", schemaName: "VariantScore" });
    expect(row(rows, "writer")).toMatchObject({ schemaName: "Writer" });
    expect(rows.some((entry) => entry.name.startsWith("writer."))).toBe(false);
    const hooks = fieldRows(document, operation("writeHooks").requestBody?.content["application/json"]?.schema ?? {});
    expect(row(hooks, "regenerate.hooks")).toMatchObject({
      type: "array of string",
      required: true,
      notes: expect.arrayContaining(["Exactly 10 items"]),
    });
  });
});

describe("reading operations", () => {
  it("groups operations under the document's tags, every operation once", () => {
    const groups = operationsByTag(document);
    expect(groups.map((group) => group.name)).toEqual(document.tags.map((tag) => tag.name));
    const listed = groups.flatMap((group) => group.operations.map((entry) => entry.operation.operationId));
    expect(listed.sort()).toEqual([...Object.keys(operations), "getOpenApiDocument"].sort());
  });

  it("tells idempotency, streaming and error codes from the document", () => {
    expect(acceptsIdempotencyKey(operation("generateCopy"))).toBe(true);
    expect(acceptsIdempotencyKey(operation("readVoice"))).toBe(false);
    expect(streams(operation("generateCopy"))).toBe(true);
    expect(streams(operation("writeHooks"))).toBe(false);
    expect(errorCodesOf(operation("readCopy"))).toEqual([
      "unauthorized",
      "forbidden",
      "not_found",
      "rate_limited",
      "internal_error",
      "unavailable",
    ]);
  });

  it("writes a curl command that sends the key and the example body", () => {
    const curl = curlExample(document, "generateCopy", "https://hookline.test");
    expect(curl).toContain("curl -X POST 'https://hookline.test/api/v1/generate'");
    expect(curl).toContain("Authorization: Bearer hk_…");
    expect(curl).toContain(
      `-d '${JSON.stringify(operation("generateCopy").requestBody?.content["application/json"]?.example)}'`,
    );
  });

  it("splits the description's first paragraph from the rest", () => {
    expect(splitDescription("One.\n\n## Two\n\nThree.")).toEqual({ intro: "One.", rest: "## Two\n\nThree." });
  });
});
