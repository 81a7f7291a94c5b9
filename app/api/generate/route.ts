import { requireSession } from "@/lib/auth/session";
import { handle, parseJsonBody } from "@/lib/errors";
import { startGeneration } from "@/lib/generator/run";
import { generatorInputSchema } from "@/lib/generator/schema";
import { streamContentType } from "@/lib/generator/stream-events";

/**
 * Streams generated copy for a subscriber; one unit per generation, none when it fails. The per-user generation
 * limit is counted by startGeneration, in the statement that reads the account and the brand voice.
 */
export const POST = handle(async (request: Request) => {
  const session = await requireSession(request);
  const input = await parseJsonBody(request, generatorInputSchema);
  const { stream } = await startGeneration({ userId: session.user.id, input, signal: request.signal });
  return new Response(stream, {
    headers: {
      "content-type": streamContentType,
      "cache-control": "no-store, no-transform",
      "x-accel-buffering": "no",
    },
  });
});
