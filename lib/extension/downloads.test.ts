import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

import { extensionDownloads } from "./downloads";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function serverRoot(manifest?: string): string {
  const root = mkdtempSync(path.join(tmpdir(), "hookline-downloads-"));
  roots.push(root);
  if (manifest !== undefined) {
    mkdirSync(path.join(root, "public", "downloads", "extension"), { recursive: true });
    writeFileSync(path.join(root, "public", "downloads", "extension", "downloads.json"), manifest);
  }
  return root;
}

const chrome = {
  browser: "chrome",
  file: "hookline-extension-0.1.0-chrome.zip",
  version: "0.1.0",
  bytes: 1234,
  sha256: "c".repeat(64),
};

describe("the extension downloads a server offers", () => {
  it("are the built zips listed in downloads.json", async () => {
    expect(await extensionDownloads(serverRoot(JSON.stringify({ downloads: [chrome] })))).toEqual([chrome]);
  });

  it("are none when the zips were not built, or the list is not one this code wrote", async () => {
    expect(await extensionDownloads(serverRoot())).toEqual([]);
    expect(
      await extensionDownloads(serverRoot(JSON.stringify({ downloads: [{ ...chrome, file: "../../etc/passwd" }] }))),
    ).toEqual([]);
  });
});
