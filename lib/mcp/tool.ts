// What an MCP tool is made of: its description for an agent, the API's own input and answer schemas, what it
// needs of the key and what it costs, and the lib call that does the work.
import type { ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import type { z } from "zod";
import type { ApiScope } from "../api-keys/scopes";

export type Tool = {
  name: string;
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
  run: (userId: string, input: unknown, signal: AbortSignal) => Promise<unknown>;
};

type ToolSpec<I extends z.ZodObject, O extends z.ZodObject> = Omit<Tool, "input" | "output" | "run"> & {
  input: I;
  output: O;
  run: (userId: string, input: z.output<I>, signal: AbortSignal) => Promise<z.input<O>>;
};

/** A tool typed by its own schemas, kept in one list with the others. */
export function defineTool<I extends z.ZodObject, O extends z.ZodObject>(spec: ToolSpec<I, O>): Tool {
  // The SDK parses a call's arguments with `spec.input` before the tool runs, so `input` is that schema's output.
  return { ...spec, run: (userId, input, signal) => spec.run(userId, input as z.output<I>, signal) };
}
