// A loopback port through which the editor's end-to-end tests restart its dev server, as a developer would:
// POST /restart answers 200 once `next dev` is healthy again. scripts/e2e.ts passes its address to Playwright.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import type { EditorDevServer } from "./editor-dev-server.ts";

export type EditorControlServer = { url: string; close(): Promise<void> };

export async function startEditorControlServer(devServer: EditorDevServer): Promise<EditorControlServer> {
  // One restart at a time: a request that arrives during one waits for it.
  let restarting: Promise<void> | null = null;
  const control = createServer((request, response) => {
    if (request.method !== "POST" || request.url !== "/restart") {
      response.writeHead(404).end();
      return;
    }
    restarting ??= devServer.restart().finally(() => {
      restarting = null;
    });
    restarting.then(
      () => response.writeHead(200, { "content-type": "text/plain" }).end("restarted\n"),
      (error: unknown) => response.writeHead(500, { "content-type": "text/plain" }).end(`${String(error)}\n`),
    );
  });
  await new Promise<void>((resolve) => control.listen(0, "127.0.0.1", resolve));
  const { port } = control.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        control.closeAllConnections();
        control.close(() => resolve());
      }),
  };
}
