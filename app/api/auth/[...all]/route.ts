import { limitAuthRequest } from "@/lib/auth/rate-limits";
import { getAuth } from "@/lib/auth/server";
import { handle } from "@/lib/errors";

// Better Auth answers everything under /api/auth; Hookline's limiter counts sign-in, sign-up, resend and reset
// first, per IP and per email, in PostgreSQL.
export const GET = handle(async (request: Request) => getAuth().handler(request));

export const POST = handle(async (request: Request) => {
  await limitAuthRequest(request);
  return getAuth().handler(request);
});
