import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { contentSecurityPolicy } from "../../lib/csp/policy.ts";
import nextConfig from "../../next.config.ts";
import { productionEntries } from "./assemble.ts";
import { migrateCommand, readCompose } from "./compose.ts";
import { readRuntimeStage } from "./dockerfile.ts";

const root = path.resolve(import.meta.dirname, "..", "..");
const { services, volumes } = readCompose(root);
const envExample = readFileSync(path.join(root, ".env.example"), "utf8");
const caddyfile = readFileSync(path.join(root, "deploy", "Caddyfile"), "utf8");

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
    expect(services.proxy?.depends_on).toMatchObject({ app: { condition: "service_healthy" } });
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

  it("has Caddy serve the build's assets and public files from a volume the image fills, and compress", () => {
    const assets = services.assets!;
    expect(assets.image).toBe(services.app?.image);
    expect(assets.restart).toBe("no");
    const script = assets.command?.find((arg) => arg.endsWith(".ts"));
    expect(productionEntries).toContain(script);
    const folder = assets.command?.at(-1);
    expect(assets.volumes).toEqual([`assets:${folder}`]);
    expect(services.proxy?.volumes).toContain(`assets:${folder}:ro`);
    expect(services.proxy?.depends_on).toMatchObject({ assets: { condition: "service_completed_successfully" } });
    expect(volumes).toHaveProperty("assets");
    expect(caddyfile).toMatch(/^\s*encode zstd gzip$/m);
    expect(caddyfile).toMatch(
      /path \/_next\/static\/\*[\s\S]*?root \/srv\/assets[\s\S]*?Cache-Control "public, max-age=31536000, immutable"/,
    );
    expect(caddyfile).toContain(`root * ${folder}/public`);
    // Caddy compresses: the app must not compress the same answers again.
    expect(services.app!.environment!.HTTP_COMPRESSION).toBe("disabled");
  });

  it("sends with the files Caddy serves the security headers the app sends", async () => {
    const rules = await nextConfig("phase-production-server").headers!();
    const everyPath = rules.find((rule) => rule.source === "/:path*")!;
    const caddyHeaders = new Map(
      [...caddyfile.matchAll(/^\t\t([A-Z][\w-]+) "([^"]*)"$/gm)].map((match) => [match[1]!, match[2]!]),
    );
    for (const { key, value } of everyPath.headers) {
      // next.config.ts sends its own policy under `next dev` only; production's comes from the server.
      if (key === "Content-Security-Policy") continue;
      expect(caddyHeaders.get(key), key).toBe(value);
    }
    expect(caddyHeaders.get("Content-Security-Policy")).toBe(
      contentSecurityPolicy({ hashes: [], origins: [], blobWorkers: false }),
    );
  });
});
