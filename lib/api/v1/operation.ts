// What an operation of the public API is made of: its path, its scope, its input and answer schemas and the errors
// it can answer. The tables of operations (operations.ts and the campaign operations) are written in this form.
import type { z } from "zod";

import type { ApiScope } from "../../api-keys/scopes";
import type { ErrorCode } from "../../app-error";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type Tag = "Generation" | "Checks" | "Brand voices" | "Library" | "Campaigns" | "Hand-off" | "Account";

export type Operation = {
  id: string;
  method: HttpMethod;
  /** OpenAPI form: "/api/v1/voices/{id}". */
  path: string;
  tag: Tag;
  summary: string;
  description: string;
  /** What the key must have been made with; null: any valid key. */
  scope: ApiScope | null;
  body?: z.ZodType;
  query?: z.ZodType;
  /** Undefined: answers 204 No Content. */
  answer?: z.ZodType;
  status: 200 | 201 | 202 | 204;
  /** Spends one generation of the plan (given back when it fails). */
  spendsUnit: boolean;
  /** Accepts an Idempotency-Key header: a retry answers the first answer and spends nothing more. */
  idempotent: boolean;
  /** Also answers as a server-sent event stream when asked with `Accept: text/event-stream`. */
  streams: boolean;
  /** The error codes this operation can answer besides those every request can (see commonErrors). */
  errors: readonly ErrorCode[];
};

/** What a write that edits a record can be refused with besides the common errors: its input, its scope, a record
 * that is missing or in the way, and an Idempotency-Key sent again with another request. */
export const editErrors: readonly ErrorCode[] = [
  "invalid_json",
  "invalid_input",
  "payload_too_large",
  "forbidden",
  "not_found",
  "conflict",
  "idempotency_key_reused",
];

/** An operation's entry, its literal types kept so handlers and tools are typed by its schemas. */
export const define = <const T extends Operation>(operation: T) => operation;
