import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { productionEntries } from "./assemble.ts";
import { healthcheckCommand, readRuntimeStage, runtimeStage } from "./dockerfile.ts";

const root = path.resolve(import.meta.dirname, "..", "..");
const dockerfile = readFileSync(path.join(root, "Dockerfile"), "utf8");

describe("the Dockerfile", () => {
  const stage = readRuntimeStage(root);

  it("copies into its runtime stage only the standalone server, static files, public files, the schema and its migrations", () => {
    expect(stage.copies).toEqual([
      { from: ".next/standalone", to: "." },
      { from: ".next/static", to: ".next/static" },
      { from: "public", to: "public" },
      { from: "prisma", to: "prisma" },
    ]);
  });

  it("runs the production server as a non-root user in production mode, with a health check on /api/health", () => {
    expect(stage.user).toBe("node");
    expect(stage.env).toMatchObject({ NODE_ENV: "production", PORT: "3000" });
    expect(healthcheckCommand(stage).join(" ")).toContain("/api/health");
    expect(stage.command).toEqual(["node", "--no-warnings=ExperimentalWarning", "scripts/production/server.ts"]);
    expect(productionEntries).toContain(stage.command[2]);
    expect(stage.healthcheck).toContain("/api/health");
  });

  it("takes its base image as a build argument, Node 24 slim by default, for both stages", () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:24-slim$/m);
    expect(dockerfile.match(/^FROM \$\{NODE_IMAGE\} AS (\w+)$/gm)).toEqual([
      "FROM ${NODE_IMAGE} AS build",
      "FROM ${NODE_IMAGE} AS runtime",
    ]);
  });

  it("builds with APP_URL passed in, which the production build requires", () => {
    expect(dockerfile).toMatch(/^ARG APP_URL$/m);
    expect(dockerfile.indexOf("ARG APP_URL")).toBeLessThan(dockerfile.indexOf("RUN npm run build"));
  });

  it("leaves out of the build context what the build makes itself, and env files", () => {
    const ignored = readFileSync(path.join(root, ".dockerignore"), "utf8").split("\n");
    for (const entry of ["node_modules", ".next", ".data", ".git", ".env*"]) expect(ignored).toContain(entry);
    expect(existsSync(path.join(root, ".env.example"))).toBe(true);
    expect(ignored).toContain("!.env.example");
  });
});

describe("runtimeStage", () => {
  it("reads the last stage only, joining continued lines", () => {
    const text =
      'FROM a AS build\nCOPY x y\nFROM b\n# note\nCOPY --from=build /app/out ./\nHEALTHCHECK --interval=5s \\\n  CMD true\nUSER app\nCMD ["node", "s.js"]\n';
    const withEnv = text.replace("USER app", "ENV A=1 B=x=y\nUSER app");
    expect(runtimeStage(withEnv)).toEqual({
      copies: [{ from: "out", to: "." }],
      env: { A: "1", B: "x=y" },
      user: "app",
      command: ["node", "s.js"],
      healthcheck: "--interval=5s CMD true",
    });
  });

  it("refuses a COPY the verification could not repeat", () => {
    expect(() => runtimeStage("FROM a AS build\nFROM b\nCOPY local.txt ./\n")).toThrow(/expected "COPY --from=build/);
  });
});
