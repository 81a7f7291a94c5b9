import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { productionEntries } from "./assemble.ts";
import { migrateCommand, readCompose } from "./compose.ts";
import { readRuntimeStage } from "./dockerfile.ts";

const root = path.resolve(import.meta.dirname, "..", "..");
const { services, volumes } = readCompose(root);
const envExample = readFileSync(path.join(root, ".env.example"), "utf8");

describe("compose.yaml", () => {
  it("runs PostgreSQL 18 with a health check and its data in a named volume", () => {
    expect(services.db?.image).toBe("postgres:18");
    // Over TCP: the socket answers before a fresh volume's server takes connections from the other containers.
    expect(services.db?.healthcheck?.test.join(" ")).toContain("pg_isready -h 127.0.0.1");
    expect(services.db?.volumes).toEqual(["db-data:/var/lib/postgresql"]);
    expect(volumes).toHaveProperty("db-data");
  });

  it("migrates once, after the database is healthy, with the image's migration command", () => {
    const migrate = services.migrate!;
    expect(migrate.restart).toBe("no");
    expect(migrate.depends_on).toEqual({ db: { condition: "service_healthy" } });
    expect(migrate.image).toBe(services.app?.image);
    const script = migrateCommand(root).find((arg) => arg.endsWith(".ts"));
    expect(productionEntries).toContain(script);
  });

  it("starts two app replicas of the image the Dockerfile builds, only after the migration succeeded", () => {
    const app = services.app!;
    expect(app.deploy?.replicas).toBe(2);
    expect(app.depends_on).toEqual({ migrate: { condition: "service_completed_successfully" } });
    expect(app.build?.context).toBe(".");
    expect(Object.keys(app.build?.args ?? {})).toContain("APP_URL");
    // The image's own command runs the server.
    expect(app.command).toBeUndefined();
    expect(readRuntimeStage(root).command).toContain("scripts/production/server.ts");
  });

  it("gives the app the variables a deployment needs, every one a variable Hookline knows", () => {
    const environment = services.app!.environment!;
    for (const required of ["DATABASE_URL", "APP_URL", "BETTER_AUTH_SECRET"])
      expect(environment).toHaveProperty(required);
    for (const name of Object.keys(environment)) expect(envExample).toMatch(new RegExp(`^#? ?${name}=`, "m"));
  });

  it("reads from the operator's .env only variables that .env.example explains", () => {
    const text =
      readFileSync(path.join(root, "compose.yaml"), "utf8") +
      readFileSync(path.join(root, "deploy", "Caddyfile"), "utf8");
    const used = new Set(
      [...text.matchAll(/\$\{([A-Z_]+)[:}]/g), ...text.matchAll(/\{\$([A-Z_]+)[:}]/g)].map((match) => match[1]!),
    );
    expect(used.size).toBeGreaterThan(10);
    for (const name of used) expect(envExample, name).toMatch(new RegExp(`^#? ?${name}=`, "m"));
  });

  it("puts Caddy in front, whose X-Forwarded-For the app trusts for exactly one hop", () => {
    expect(services.app!.environment!.TRUSTED_PROXY_HOPS).toBe("1");
    expect(services.proxy?.image).toBe("caddy:2");
    expect(services.proxy?.depends_on).toEqual({ app: { condition: "service_healthy" } });
    const mount = services.proxy?.volumes?.find((volume) => volume.endsWith(":/etc/caddy/Caddyfile:ro"));
    const caddyfile = path.join(root, mount!.split(":")[0]!);
    expect(existsSync(caddyfile)).toBe(true);
    const text = readFileSync(caddyfile, "utf8");
    expect(text).toMatch(/dynamic a \{\s*name app\s*port 3000/);
    // A replica that is stopping refuses connections; the request is tried on another one.
    expect(text).toMatch(/lb_try_duration \d+s/);
    // Caddy replaces a client's X-Forwarded-For only while it trusts no proxy in front of it.
    expect(text).not.toMatch(/trusted_proxies/);
  });
});
