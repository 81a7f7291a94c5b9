// A route the browser or the extension calls: its method, its path (":name" marks a path parameter), the zod schema
// of what it is sent and how its answer is read. The client itself takes only zod's types: zod comes with the route
// files under routes/, one per screen's domain, so the top bar's session check (on every page, read without zod)
// brings none along. Imports here are relative, with extensions: the extension bundles this folder too.
import type { z } from "zod";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Reads an answer's JSON: a zod schema, or anything with the same `safeParse`. */
export type AnswerReader<T> = {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
};

/**
 * In: what the caller sends; A: the answer it reads. Parsed (the input once its schema has read it) and Sent (what
 * the handler may answer) are the server's half of the same entry (`serve`).
 */
export type JsonRoute<
  M extends Method = Method,
  P extends string = string,
  In = unknown,
  A = unknown,
  Parsed = unknown,
  Sent = unknown,
> = {
  readonly method: M;
  readonly path: P;
  /** What is sent (a body, or the query of a GET or DELETE); undefined for a route that takes nothing. */
  readonly input: z.ZodType | undefined;
  readonly answer: AnswerReader<A>;
  /** The input's type, for the compiler only. */
  readonly "~input"?: In;
  /** The input as the handler reads it, for the compiler only. */
  readonly "~parsed"?: Parsed;
  /** What the handler may answer, for the compiler only. */
  readonly "~sent"?: Sent;
};

type AnswerOf<R> = R extends AnswerReader<infer A> ? A : never;
/** A zod answer is sent as its input (Dates where it reads ISO strings); any other reader's as what it reads. */
type SentOf<R> = R extends z.ZodType ? AnswerBody<R> : AnswerOf<R>;

/** A route whose answer, once it is not a refusal, is a stream of `contentType` for the caller to read. */
export type StreamRoute<M extends Method = Method, P extends string = string, In = unknown> = {
  readonly method: M;
  readonly path: P;
  readonly input: z.ZodType | undefined;
  readonly contentType: string;
  readonly "~input"?: In;
};

export function route<const M extends Method, const P extends string, R extends AnswerReader<unknown>>(definition: {
  method: M;
  path: P;
  answer: R;
}): JsonRoute<M, P, void, AnswerOf<R>, undefined, SentOf<R>>;
export function route<
  const M extends Method,
  const P extends string,
  S extends z.ZodType,
  R extends AnswerReader<unknown>,
>(definition: {
  method: M;
  path: P;
  input: S;
  answer: R;
}): JsonRoute<M, P, z.input<S>, AnswerOf<R>, z.output<S>, SentOf<R>>;
export function route(definition: {
  method: Method;
  path: string;
  input?: z.ZodType;
  answer: AnswerReader<unknown>;
}): JsonRoute {
  return { method: definition.method, path: definition.path, input: definition.input, answer: definition.answer };
}

export function streamRoute<const M extends Method, const P extends string, S extends z.ZodType>(definition: {
  method: M;
  path: P;
  input: S;
  contentType: string;
}): StreamRoute<M, P, z.input<S>> {
  return {
    method: definition.method,
    path: definition.path,
    input: definition.input,
    contentType: definition.contentType,
  };
}

/** The names of a path's parameters: "/api/copies/:id" has "id". */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type CallOptions = {
  signal?: AbortSignal;
  /** Sent beside the content type, e.g. the extension's `authorization: Bearer <key>`. */
  headers?: Record<string, string>;
  /** The server's origin when it is not this page's (the extension's backend). */
  baseUrl?: string;
  cache?: RequestCache;
  /** Lets the request outlive the page (a call made while leaving it). */
  keepalive?: boolean;
};

/** A call's arguments: the input (left out when the route takes none), then the options, with the path's params. */
export type CallArgs<P extends string, In> = [ParamNames<P>] extends [never]
  ? [input: In, options?: CallOptions]
  : [input: In, options: CallOptions & { params: Record<ParamNames<P>, string> }];

/**
 * What a handler may answer for the answer schema S: its JSON, with Dates where the schema reads ISO strings. `serve`
 * holds a handler's answer to it (a handler outside `serve` uses `satisfies`), so a field renamed on either side
 * breaks the build.
 */
export type AnswerBody<S extends z.ZodType> = Sendable<z.input<S>>;

type Sendable<T> = T extends string
  ? T | Date
  : T extends readonly (infer Item)[]
    ? readonly Sendable<Item>[]
    : T extends object
      ? { [K in keyof T]: Sendable<T[K]> }
      : T;
