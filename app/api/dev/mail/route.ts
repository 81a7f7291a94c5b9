import { z } from "zod";

import { AppError, handle, parseQuery } from "@/lib/errors";
import { isOutboxApiEnabled } from "@/lib/mail";
import { readOutbox } from "@/lib/mail/outbox-transport";

const query = z.object({ to: z.email("Give the recipient as ?to=<email>.").max(254) });

/** The local outbox, for tests and newcomers: only while no RESEND_API_KEY is set, on a local server. */
export const GET = handle(async (request: Request) => {
  if (!isOutboxApiEnabled()) throw new AppError("not_found", "Not found.");
  const { to } = parseQuery(request, query);
  return Response.json({ messages: await readOutbox(to) });
});
