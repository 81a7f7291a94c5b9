import { admitAuthRequest } from "@/lib/auth/endpoints";
import { getAuth } from "@/lib/auth/server";
import { handle } from "@/lib/errors";

// Better Auth answers under /api/auth, for the endpoints Hookline serves only. Their input is checked with the
// forms' schemas, and sign-in, sign-up, resend and reset are counted per IP and per email first.
async function serve(request: Request): Promise<Response> {
  await admitAuthRequest(request);
  return getAuth().handler(request);
}

export const GET = handle(serve);
export const POST = handle(serve);
