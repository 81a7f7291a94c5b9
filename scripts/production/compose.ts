// Reads compose.yaml (anchors and merge keys resolved), so the production verification runs the migration
// command exactly as the compose `migrate` service runs it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";

export type ComposeService = {
  image?: string;
  build?: { context?: string; args?: Record<string, string> };
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  volumes?: string[];
  healthcheck?: { test: string[] };
  restart?: string;
};

export type ComposeFile = { services: Record<string, ComposeService>; volumes?: Record<string, unknown> };

export function readCompose(root: string): ComposeFile {
  return parse(readFileSync(path.join(root, "compose.yaml"), "utf8"), { merge: true }) as ComposeFile;
}

/** The migrate service's command: the program and its arguments, run in the image's working folder. */
export function migrateCommand(root: string): string[] {
  const command = readCompose(root).services.migrate?.command;
  if (!command || command[0] !== "node") throw new Error("compose.yaml: the migrate service should run a node command");
  return command;
}
