// Runs in each integration worker before its test file is imported, so lib/env reads the worker's database and a
// fixed auth configuration (mail goes to the outbox, links point at APP_URL). Onboarding subscribes to the server's
// events here as the server's instrumentation.ts does at start.
import { subscribeOnboarding } from "@/lib/onboarding/subscribers";

import { workerDatabaseUrl } from "./worker-database";

process.env.DATABASE_URL = workerDatabaseUrl();
process.env.APP_URL = "http://localhost:3000";
process.env.BETTER_AUTH_SECRET = "integration-tests-secret-0123456789abcdef";
process.env.RESEND_API_KEY = "";
subscribeOnboarding();
