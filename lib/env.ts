// The only reader of process.env. Every variable Hookline understands is declared here (and in .env.example);
// a bad value stops the app at start with a message naming the variable.
import { z } from "zod";

/** An unset variable and an empty one (`KEY=` in .env) mean the same: not configured. */
const blankAsUnset = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema.optional());

/** Like `optional`, for a variable with a default: unset or empty takes the default. */
const withDefault = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema);

export const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const postgresUrl = z.string().regex(/^postgres(ql)?:\/\/\S+$/, "must be a postgresql:// connection string");

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** The address the production server listens on; unset means every interface (IPv4 and IPv6). */
  HOST: optional(z.string()),
  /** After SIGTERM, how long requests in flight may take before they are ended; unset: lib/config/server.ts. */
  SHUTDOWN_GRACE_SECONDS: optional(z.coerce.number().int().min(0).max(600)),
  APP_URL: optional(z.url({ protocol: /^https?$/ })),
  DATABASE_URL: optional(postgresUrl),
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** The least severe log line written; "silent" writes none. */
  LOG_LEVEL: withDefault(z.enum(logLevels).default("info")),
  /**
   * Hourly pruning of rows nothing reads any more (expired sessions and codes, old rate-limit counters and local
   * mail): "enabled" or "disabled"; unset means on in production and off otherwise.
   */
  HOUSEKEEPING: optional(z.enum(["enabled", "disabled"])),
  /**
   * Whether this server works the campaign job queue: "enabled" or "disabled" (a server that only answers requests);
   * unset means enabled. Every server that works it shares the load; one killed mid-job has its jobs taken over.
   */
  JOB_WORKER: optional(z.enum(["enabled", "disabled"])),
  /** Campaign model calls this server makes at once; unset: lib/config/jobs.ts. */
  CAMPAIGN_WORKER_CONCURRENCY: optional(z.coerce.number().int().min(1).max(64)),
  /** Campaigns one account may have writing at once; unset: lib/config/jobs.ts. */
  CAMPAIGNS_PER_ACCOUNT: optional(z.coerce.number().int().min(1).max(100)),
  /**
   * Whether the production server compresses its answers: "disabled" behind a proxy that compresses (Caddy in
   * compose.yaml), so nothing is compressed twice; unset means enabled (npm start, or an image run on its own).
   */
  HTTP_COMPRESSION: optional(z.enum(["enabled", "disabled"])),
  /**
   * "skip": `next build` leaves out its type check. Only the builds `npm test` makes set it, after its own typecheck
   * stage has run the same check; every other build, the image's included, fails on a type error.
   */
  HOOKLINE_BUILD_TYPECHECK: optional(z.enum(["skip"])),
  /** Set by Next itself: "phase-production-build" while `next build` runs, when no background work may start. */
  NEXT_PHASE: optional(z.string()),

  BETTER_AUTH_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
  /**
   * Seals the API keys of scheduler connections (Postiz, Typefully) at rest: 32 random bytes, base64. Unset: a key
   * derived from BETTER_AUTH_SECRET (then changing that secret makes the stored keys unreadable; connect again).
   */
  CONNECTION_ENCRYPTION_KEY: optional(
    z
      .string()
      .refine(
        (value) => Buffer.from(value, "base64").length === 32,
        "must be 32 bytes, base64 (openssl rand -base64 32)",
      ),
  ),
  /**
   * Where Typefully's API is; unset means api.typefully.com. Tests point it at a local fake.
   */
  TYPEFULLY_API_URL: optional(z.url({ protocol: /^https?$/ })),
  /**
   * "enabled": a Postiz address may be on this machine or a private network (a self-hosted Postiz beside Hookline,
   * and the tests' fake). Unset: only public https addresses, so a connection cannot reach into the servers' network.
   */
  SCHEDULER_PRIVATE_URLS: optional(z.enum(["enabled", "disabled"])),
  /** Sign in with Google: shown only when both are set (an OAuth client of type "Web application"). */
  GOOGLE_CLIENT_ID: optional(z.string()),
  GOOGLE_CLIENT_SECRET: optional(z.string()),
  /** Where Google's OpenID Connect endpoints are; unset means Google itself. Tests point it at a local fake. */
  GOOGLE_ISSUER_URL: optional(z.url({ protocol: /^https?$/ })),

  RESEND_API_KEY: optional(z.string()),
  RESEND_BASE_URL: optional(z.url()),
  MAIL_OUTBOX_API: optional(z.enum(["enabled", "disabled"])),
  MAIL_FROM: z.string().default("Hookline <hello@hookline.app>"),

  STRIPE_SECRET_KEY: optional(z.string().startsWith("sk_", "must start with sk_")),
  STRIPE_WEBHOOK_SECRET: optional(z.string().startsWith("whsec_", "must start with whsec_")),
  STRIPE_PRICE_ESSENTIAL: optional(z.string().startsWith("price_", "must start with price_")),
  STRIPE_PRICE_PRO: optional(z.string().startsWith("price_", "must start with price_")),
  /**
   * Local billing mode (no Stripe: plans start without payment) is on in development; in production only when this
   * is "enabled" (npm start on the embedded database and the e2e runner set it), so a forgotten key never gives plans away.
   */
  LOCAL_BILLING: optional(z.enum(["enabled", "disabled"])),
  /** Days a subscription with a failed renewal keeps access while Stripe retries; unset: lib/config/plans.ts. */
  PAST_DUE_GRACE_DAYS: optional(z.coerce.number().int().min(0).max(60)),
  /** Where stripe-node sends API calls; unset means api.stripe.com. Tests point it at a local fake. */
  STRIPE_API_BASE_URL: optional(z.url({ protocol: /^https?$/ })),

  POSTHOG_KEY: optional(z.string()),
  POSTHOG_HOST: z.url().default("https://eu.i.posthog.com"),

  /** Which configured provider is asked first; the other answers when it fails before the first token. */
  AI_PRIMARY_PROVIDER: z.enum(["openai", "anthropic"]).default("openai"),
  OPENAI_API_KEY: optional(z.string()),
  OPENAI_BASE_URL: optional(z.url()),
  OPENAI_MODEL: z.string().default("gpt-4.1-mini"),
  ANTHROPIC_API_KEY: optional(z.string()),
  ANTHROPIC_BASE_URL: optional(z.url()),
  ANTHROPIC_MODEL: z.string().default("claude-sonnet-4-6"),

  /** The visual page editor: "true" or "false"; unset means on under `next dev` and off otherwise. */
  EDITOR_ENABLED: optional(z.enum(["true", "false"])),
  /** Comma-separated emails of the accounts that may use the editor (verified accounts only). */
  EDITOR_OWNER_EMAILS: z.string().default(""),
  /** The project whose app/ and components/ the editor changes; unset means the folder the server runs in. */
  EDITOR_ROOT: optional(z.string()),
});

export type Env = z.infer<typeof schema> & {
  APP_URL: string;
  /** False when APP_URL is the local default: fine on a developer's machine, wrong for a deployment. */
  APP_URL_CONFIGURED: boolean;
  /** The origins whose pages are Hookline's own (APP_URL's; on this machine every spelling of it, see appOrigins). */
  APP_ORIGINS: string[];
};

const loopbackHosts = ["localhost", "127.0.0.1", "[::1]"];

/**
 * The origins the app's own pages come from. A public address has one. A loopback address has every local spelling
 * of it on the same port: a developer who opens http://127.0.0.1:3000 for http://localhost:3000 is on the same app.
 */
export function appOrigins(appUrl: string): string[] {
  const url = new URL(appUrl);
  if (!loopbackHosts.includes(url.hostname)) return [url.origin];
  const port = url.port ? `:${url.port}` : "";
  return [
    url.origin,
    ...loopbackHosts.filter((host) => host !== url.hostname).map((host) => `${url.protocol}//${host}${port}`),
  ];
}

export class EnvError extends Error {
  override name = "EnvError";
}

/** Parses a set of variables; throws an EnvError naming every variable that is wrong. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema
    .superRefine((value, context) => {
      if (Boolean(value.GOOGLE_CLIENT_ID) === Boolean(value.GOOGLE_CLIENT_SECRET)) return;
      const [missing, set] = value.GOOGLE_CLIENT_ID
        ? ["GOOGLE_CLIENT_SECRET", "GOOGLE_CLIENT_ID"]
        : ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"];
      context.addIssue({
        code: "custom",
        path: [missing],
        message: `is required when ${set} is set (sign-in with Google needs both)`,
      });
    })
    .refine((value) => !value.STRIPE_SECRET_KEY || value.STRIPE_WEBHOOK_SECRET, {
      path: ["STRIPE_WEBHOOK_SECRET"],
      message: "is required when STRIPE_SECRET_KEY is set (subscriptions are kept up to date by the webhook)",
    })
    .safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid environment variable${problems.length > 1 ? "s" : ""}:\n${problems.join("\n")}`);
  }
  const data = result.data;
  const appUrl = (data.APP_URL ?? `http://localhost:${data.PORT}`).replace(/\/+$/, "");
  return { ...data, APP_URL: appUrl, APP_URL_CONFIGURED: data.APP_URL !== undefined, APP_ORIGINS: appOrigins(appUrl) };
}

/** What a deployed server cannot run without: one line per missing variable, naming it. */
export function missingForDeployment(value: Env): string[] {
  const missing: string[] = [];
  if (!value.DATABASE_URL)
    missing.push(
      "DATABASE_URL is not set: the PostgreSQL connection string (postgresql://user:password@host:5432/db).",
    );
  if (!value.BETTER_AUTH_SECRET)
    missing.push("BETTER_AUTH_SECRET is not set: at least 32 random characters (openssl rand -base64 32).");
  if (!value.APP_URL_CONFIGURED)
    missing.push(
      "APP_URL is not set: the public address of the app (https://app.example.com), used in links, emails and SEO.",
    );
  return missing;
}

export const env: Env = parseEnv(process.env);

/** Identifies the production build (set by next.config.ts); the service worker's cache is versioned by it. */
export const buildId: string = process.env.HOOKLINE_BUILD_ID ?? "development";
