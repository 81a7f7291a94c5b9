import { campaignEventsContentType } from "@/lib/api-client/routes/campaigns";
import { requireSession } from "@/lib/auth/session";
import { campaignProgress } from "@/lib/campaigns/board";
import { progressStream } from "@/lib/campaigns/progress-stream";
import { campaignBoard } from "@/lib/config/campaign-board";
import { handle } from "@/lib/errors";

type Context = { params: Promise<{ id: string }> };

/** The campaign's progress as server-sent events, read from the database so any replica can serve it. */
export const GET = handle(async (request: Request, { params }: Context) => {
  const session = await requireSession(request);
  const { id } = await params;
  const read = () => campaignProgress(session.user.id, id);
  const stream = progressStream({
    read,
    first: await read(),
    signal: request.signal,
    pollMs: campaignBoard.pollMs,
    lifetimeMs: campaignBoard.streamLifetimeMs,
    reconnectMs: campaignBoard.reconnectMs,
  });
  return new Response(stream, {
    headers: { "content-type": campaignEventsContentType, "cache-control": "no-store, no-transform" },
  });
});
