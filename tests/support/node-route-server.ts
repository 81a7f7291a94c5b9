// Serves one route handler on a real listening socket, with the production server's request preparation in front,
// so a test can see what a client on another address can and cannot make the server believe about it.
import { once } from "node:events";
import { createServer, request as httpRequest, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { identifyRequest } from "@/scripts/production/incoming";

type RouteHandler = (request: Request, context: undefined) => Promise<Response>;

async function toWebRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
  return new Request(`${origin}${incoming.url ?? "/"}`, { method: incoming.method, headers, body });
}

export type Listening = { url: string; close: () => Promise<void> };

async function listen(server: Server): Promise<Listening> {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  };
}

/** The route behind the production server's identification of the client, trusting `trustedProxyHops` proxies. */
export function serveRoute(handler: RouteHandler, trustedProxyHops: number, appOrigin: string): Promise<Listening> {
  return listen(
    createServer((incoming, outgoing) => {
      identifyRequest(incoming, trustedProxyHops);
      void toWebRequest(incoming, appOrigin)
        .then((request) => handler(request, undefined))
        .then(async (response) => {
          outgoing.writeHead(response.status, Object.fromEntries(response.headers));
          outgoing.end(Buffer.from(await response.arrayBuffer()));
        });
    }),
  );
}

/** A reverse proxy like the compose deployment's Caddy: X-Forwarded-For becomes the address it saw, nothing else. */
export function serveOverwritingProxy(upstream: string): Promise<Listening> {
  return listen(
    createServer((incoming, outgoing) => {
      const target = new URL(incoming.url ?? "/", upstream);
      const headers = { ...incoming.headers, "x-forwarded-for": incoming.socket.remoteAddress ?? "" };
      const forwarded = httpRequest(target, { method: incoming.method, headers }, (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      });
      incoming.pipe(forwarded);
    }),
  );
}

/** POSTs JSON from a given local address (any 127.x.y.z works on loopback), as a client on that address would. */
export function postFrom(
  localAddress: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      url,
      {
        method: "POST",
        localAddress,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload), ...headers },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () =>
          resolve({ status: answer.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }),
        );
      },
    );
    sent.setTimeout(20_000, () => sent.destroy(new Error(`no answer from ${url} in 20 s`)));
    sent.on("error", reject);
    sent.end(payload);
  });
}
