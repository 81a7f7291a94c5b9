import { createServer } from "node:net";
import { describe, expect, it } from "vitest";

import { waitForDatabase } from "./wait-for-database.ts";

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("waitForDatabase", () => {
  it("keeps trying a refused connection until its time is up, says so once, then gives the error", async () => {
    const port = await closedPort();
    const lines: string[] = [];
    const started = Date.now();
    await expect(
      waitForDatabase(`postgresql://u:p@127.0.0.1:${port}/db`, 1_200, (line) => lines.push(line)),
    ).rejects.toMatchObject({ code: "ECONNREFUSED" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_100);
    expect(lines).toEqual(["the database is not answering yet (ECONNREFUSED); waiting up to 1 s"]);
  });

  it("gives up at once on an error that waiting cannot fix (something that is not PostgreSQL answers)", async () => {
    const impostor = createServer((socket) => socket.end("HTTP/1.1 400 Bad Request\r\n\r\n"));
    await new Promise<void>((resolve) => impostor.listen(0, "127.0.0.1", resolve));
    const { port } = impostor.address() as { port: number };
    const started = Date.now();
    try {
      await expect(waitForDatabase(`postgresql://u:p@127.0.0.1:${port}/db`, 5_000)).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      impostor.close();
    }
  });
});
