// Reads the Dockerfile's runtime stage: what it copies from the build stage, and how it runs. The production
// verification copies exactly these paths, so the image and the check cannot drift apart.
import { readFileSync } from "node:fs";
import path from "node:path";

export type RuntimeCopy = { from: string; to: string };

export type RuntimeStage = {
  copies: RuntimeCopy[];
  /** The variables its ENV lines set. */
  env: Record<string, string>;
  user: string | undefined;
  command: string[];
  healthcheck: string | undefined;
};

const buildDir = "/app/";

/** Joins continuation lines and drops comments, as Docker reads the file. */
function instructions(text: string): string[] {
  return text
    .replace(/\\\r?\n/g, " ")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
}

export function runtimeStage(text: string): RuntimeStage {
  const lines = instructions(text);
  const start = lines.findLastIndex((line) => /^FROM\s/i.test(line));
  const stage: RuntimeStage = { copies: [], env: {}, user: undefined, command: [], healthcheck: undefined };
  for (const line of lines.slice(start + 1)) {
    const [keyword = "", ...rest] = line.split(/\s+/);
    const args = rest.join(" ");
    switch (keyword.toUpperCase()) {
      case "COPY":
        stage.copies.push(parseCopy(args));
        break;
      case "ENV":
        for (const pair of args.split(/\s+/)) {
          const [name = "", ...value] = pair.split("=");
          stage.env[name] = value.join("=");
        }
        break;
      case "USER":
        stage.user = args;
        break;
      case "CMD":
        stage.command = JSON.parse(args) as string[];
        break;
      case "HEALTHCHECK":
        stage.healthcheck = args;
        break;
    }
  }
  return stage;
}

function parseCopy(args: string): RuntimeCopy {
  const match = /^--from=build\s+(\S+)\s+(\S+)$/.exec(args);
  if (!match?.[1]?.startsWith(buildDir) || !match[2]) {
    throw new Error(`runtime stage: expected "COPY --from=build ${buildDir}<path> <dest>", found "COPY ${args}"`);
  }
  const clean = (value: string) => path.posix.normalize(value).replace(/(.)\/$/, "$1");
  return { from: clean(match[1].slice(buildDir.length)), to: clean(match[2]) };
}

/** The program and arguments of the stage's `HEALTHCHECK ... CMD [...]`. */
export function healthcheckCommand(stage: RuntimeStage): string[] {
  const json = stage.healthcheck?.match(/\bCMD\s+(\[.*\])\s*$/)?.[1];
  if (!json) throw new Error("runtime stage: HEALTHCHECK needs a CMD in exec form");
  return JSON.parse(json) as string[];
}

export function readRuntimeStage(root: string): RuntimeStage {
  return runtimeStage(readFileSync(path.join(root, "Dockerfile"), "utf8"));
}
