// One HTTP request to a user's Postiz, made with node's http(s) so the connection's own DNS lookup can refuse a
// private address (unless the server allows a Postiz on its network). Redirects are not followed, and the answer is
// read up to a cap: a Postiz address must not become a way to read or reach anything else.
import "server-only";

import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";

import { schedulerRequests } from "../../config/handoff";
import { publicOnlyLookup } from "./url";

export type RawAnswer = { status: number; text: string; headers: Record<string, string | string[] | undefined> };

type Options = { method: "GET" | "POST"; headers: Record<string, string>; body?: string; signal: AbortSignal };

export function guardedRequest(url: string, options: Options, allowPrivate: boolean): Promise<RawAnswer> {
  const target = new URL(url);
  const send = target.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      target,
      {
        method: options.method,
        headers:
          options.body === undefined
            ? options.headers
            : { ...options.headers, "content-length": Buffer.byteLength(options.body) },
        signal: options.signal,
        ...(allowPrivate ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > schedulerRequests.maxAnswerBytes) return request.destroy(new Error("The answer was too large."));
          chunks.push(chunk);
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString("utf8"),
            headers: response.headers,
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}
