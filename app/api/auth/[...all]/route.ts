import { admitAuthRequest } from "@/lib/auth/endpoints";
import { getAuth } from "@/lib/auth/server";
import { handle } from "@/lib/errors";

// Better Auth answers under /api/auth, for the endpoints Hookline serves only. Their input is checked with the
// forms' schemas, and sign-in, sign-up, resend and reset are counted per IP and per email first; a wrong password
// is counted after the answer.
async function serve(request: Request): Promise<Response> {
  const admission = await admitAuthRequest(request);
  const response = await getAuth().handler(request);
  return admission.settle(response);
}

export const GET = handle(serve);
export const POST = handle(serve);
