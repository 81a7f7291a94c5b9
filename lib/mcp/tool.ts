// What an MCP tool is made of: its REST operation (the input and answer schemas, the scope, the cost), its
// description for an agent, honest annotations, and the lib call that does the work.
import type { EmbeddedResource, ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";

import type { ApiScope } from "../api-keys/scopes";
import { operations } from "../api/v1/operations";
import { idParamSchema } from "../api/v1/schemas";
import { mcpToolOperations, type McpToolName } from "./catalog";

export type Tool = {
  name: McpToolName;
  title: string;
  /** Written for an agent: what the tool does, what it needs and what it costs. */
  description: string;
  input: z.ZodObject;
  output: z.ZodObject;
  annotations: ToolAnnotations;
  /** What the key must have been made with; null: any valid key. */
  scope: ApiScope | null;
  /** Spends one generation of the plan, so it also counts against the per-user generation limit. */
  spendsUnit: boolean;
  /** The work counts the generation against the per-user limit in its own first statement (see v1Handler). */
  countsGenerationItself: boolean;
  run: (userId: string, input: unknown, signal: AbortSignal) => Promise<unknown>;
  /** Files the answer carries, given to the agent as embedded resources besides the JSON (a Buffer CSV). */
  resources?: (answer: Record<string, unknown>) => EmbeddedResource[];
};

type OperationOf<N extends McpToolName> = (typeof operations)[(typeof mcpToolOperations)[N]];
type Schema<O, K extends string> = O extends { [key in K]: infer S extends z.ZodObject }
  ? S
  : z.ZodObject<Record<string, never>>;
type BaseInputOf<N extends McpToolName> =
  OperationOf<N> extends { body: z.ZodObject } ? Schema<OperationOf<N>, "body"> : Schema<OperationOf<N>, "query">;
/** The names in an operation's path, `{id}` and the like. */
type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;
type ParamsOf<N extends McpToolName> = { [K in ParamNames<OperationOf<N>["path"]>]: string };

type ToolSpec<N extends McpToolName, I extends z.ZodObject> = Pick<
  Tool,
  "description" | "annotations" | "resources"
> & {
  title?: string;
  countsGenerationItself?: boolean;
  /** The operation's input with what only the tool takes added (the REST operation leaves it out). */
  input?: (operationInput: BaseInputOf<N>) => I;
  run: (
    userId: string,
    input: z.output<I> & ParamsOf<N>,
    signal: AbortSignal,
  ) => Promise<z.input<Schema<OperationOf<N>, "answer">>>;
};

const noInput = z.object({});

/** The path's parameters as fields of the tool's input, first: a tool has no path, so `{id}` becomes `id`. */
function withPathParameters(path: string, input: z.ZodObject): z.ZodObject {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map(([, name = ""]) => name);
  if (names.length === 0) return input;
  // A new object takes the fields only: rules on the whole body would be lost, so such a body is refused here.
  if (input.def.checks?.length) throw new Error(`${path}: a body with rules of its own cannot take path parameters`);
  const shape = idParamSchema.shape;
  const params = Object.fromEntries(
    names.map((name) => {
      if (!(name in shape)) throw new Error(`No schema for the path parameter {${name}} of ${path}`);
      return [name, shape[name as keyof typeof shape]];
    }),
  );
  return z.object({ ...params, ...input.shape });
}

/** A tool with its operation's schemas, scope and cost, typed by them. */
export function defineTool<N extends McpToolName, I extends z.ZodObject = BaseInputOf<N>>(
  name: N,
  spec: ToolSpec<N, I>,
): Tool {
  const operation: {
    path: string;
    summary: string;
    scope: ApiScope | null;
    spendsUnit: boolean;
    body?: z.ZodType;
    query?: z.ZodType;
    answer?: z.ZodType;
  } = operations[mcpToolOperations[name]];
  const base = operation.body ?? operation.query ?? noInput;
  if (!(base instanceof z.ZodObject) || !(operation.answer instanceof z.ZodObject))
    throw new Error(`${name}: an MCP tool needs object schemas`);
  const extended = spec.input ? spec.input(base as BaseInputOf<N>) : base;
  return {
    name,
    title: spec.title ?? operation.summary,
    description: spec.description,
    annotations: spec.annotations,
    input: withPathParameters(operation.path, extended),
    output: operation.answer,
    scope: operation.scope,
    spendsUnit: operation.spendsUnit,
    countsGenerationItself: spec.countsGenerationItself ?? false,
    resources: spec.resources,
    // The SDK parses a call's arguments with `input` before the tool runs, so they are that schema's output.
    run: (userId, args, signal) => spec.run(userId, args as z.output<I> & ParamsOf<N>, signal),
  };
}
