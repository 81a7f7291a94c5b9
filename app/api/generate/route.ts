import { requireSession } from "@/lib/auth/session";
import { generationRateLimit } from "@/lib/config/rate-limits";
import { handle, parseJsonBody } from "@/lib/errors";
import { startGeneration } from "@/lib/generator/run";
import { generatorInputSchema } from "@/lib/generator/schema";
import { streamContentType } from "@/lib/generator/stream-events";
import { voiceFor } from "@/lib/presets/voice";
import { enforceRateLimit } from "@/lib/rate-limit";

/** Streams generated copy for a subscriber; one unit per generation, none when it fails. */
export const POST = handle(async (request: Request) => {
  const session = await requireSession(request);
  const input = await parseJsonBody(request, generatorInputSchema);
  await enforceRateLimit(generationRateLimit, { accountId: session.user.id });
  const voice = await voiceFor(session.user.id, input.presetName);
  const stream = await startGeneration({ userId: session.user.id, input, voice, signal: request.signal });
  return new Response(stream, {
    headers: {
      "content-type": streamContentType,
      "cache-control": "no-store, no-transform",
      "x-accel-buffering": "no",
    },
  });
});
