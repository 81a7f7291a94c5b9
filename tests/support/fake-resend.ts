// A stand-in for api.resend.com on 127.0.0.1 that speaks Resend's wire format for POST /emails.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type ReceivedEmail = {
  authorization: string | undefined;
  body: { from: string; to: string; subject: string; html: string; text: string };
};

export async function startFakeResend(): Promise<{ url: string; received: ReceivedEmail[]; close(): Promise<void> }> {
  const received: ReceivedEmail[] = [];
  const server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    request.on("end", () => {
      if (request.method !== "POST" || request.url !== "/emails") {
        response
          .writeHead(404, { "content-type": "application/json" })
          .end(JSON.stringify({ name: "not_found", message: "Not found", statusCode: 404 }));
        return;
      }
      received.push({ authorization: request.headers.authorization, body: JSON.parse(raw) as ReceivedEmail["body"] });
      response
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ id: `email_${received.length}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
