// The extension's store-ready zips that this server offers in the profile, built with the app by
// `scripts/extension-downloads.ts` into public/downloads/extension/ with a manifest of their checksums.
import "server-only";

import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";

import { extensionDownloadsFolder } from "./download-paths";

export const extensionDownloadSchema = z.object({
  browser: z.enum(["chrome", "firefox"]),
  file: z.string().regex(/^[\w.-]+\.zip$/),
  version: z.string(),
  bytes: z.int().positive(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type ExtensionDownload = z.infer<typeof extensionDownloadSchema>;

export const extensionDownloadsManifestSchema = z.object({ downloads: z.array(extensionDownloadSchema) });

/** The zips this server has, or none when they were not built (a development server): the profile then says so. */
export async function extensionDownloads(root = process.cwd()): Promise<ExtensionDownload[]> {
  const manifest = path.join(root, "public", extensionDownloadsFolder, "downloads.json");
  const text = await readFile(manifest, "utf8").catch(() => null);
  if (text === null) return [];
  const parsed = extensionDownloadsManifestSchema.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data.downloads : [];
}
