// The server's half of a route's entry: the handler reads the entry's input schema and answers what its answer
// schema reads, so a route's method, path, input and answer are written once, in the table under routes/.
import "server-only";

import { handle, parseJsonBody, parseQuery } from "../errors";
import type { JsonRoute, Method, ParamNames } from "./route";

type Params<P extends string> = Record<ParamNames<P>, string>;

/** An answer with a status or headers of its own; a handler's plain answer is a 200 (a 204 when there is none). */
export class Reply<Sent> {
  readonly body: Sent;
  readonly init: ResponseInit;

  constructor(body: Sent, init: ResponseInit) {
    this.body = body;
    this.init = init;
  }
}

export const reply = <Sent>(body: Sent, init: ResponseInit): Reply<Sent> => new Reply(body, init);

export type Served<Parsed, P extends string> = {
  request: Request;
  params: Params<P>;
  /** The input read with the entry's schema (the body, or a GET's or DELETE's query), when the handler asks. */
  input: () => Promise<Parsed>;
};

type Options = {
  /** A body limit of the route's own instead of `requestBody.maxBytes`. */
  maxBytes?: number;
};

const sendsBody = (method: Method) => method === "POST" || method === "PUT" || method === "PATCH";

type ParsedOf<R> = R extends JsonRoute<Method, string, unknown, unknown, infer Parsed, unknown> ? Parsed : never;
type SentOf<R> = R extends JsonRoute<Method, string, unknown, unknown, unknown, infer Sent> ? Sent : never;
/** A route that answers nothing (a 204) has a handler that returns nothing. */
type Answered<Sent> = Sent | Reply<Sent> | (undefined extends Sent ? void : never);

/** A route handler for `route`: the handler's answer is checked against the entry's answer schema by the compiler. */
export function serve<R extends JsonRoute>(
  route: R,
  answer: (served: Served<ParsedOf<R>, R["path"]>) => Promise<Answered<SentOf<R>>>,
  options: Options = {},
) {
  return handle(async (request: Request, context: { params: Promise<Params<R["path"]>> } | undefined) => {
    const params = (await context?.params) ?? ({} as Params<R["path"]>);
    const input = () => read<ParsedOf<R>>(route, request, options);
    return responseOf(await answer({ request, params, input }));
  });
}

async function read<Parsed>(route: JsonRoute, request: Request, options: Options): Promise<Parsed> {
  if (!route.input) return undefined as Parsed;
  const parsed: unknown = sendsBody(route.method)
    ? await parseJsonBody(request, route.input, options)
    : parseQuery(request, route.input);
  return parsed as Parsed;
}

function responseOf<Sent>(result: Answered<Sent>): Response {
  const { body, init } = result instanceof Reply ? result : { body: result, init: {} };
  return body === undefined ? new Response(null, { ...init, status: 204 }) : Response.json(body, init);
}
