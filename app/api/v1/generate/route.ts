import { generateCopy, startCopy } from "@/lib/api/v1/actions/generation";
import { v1Handler } from "@/lib/api/v1/handler";
import { operations } from "@/lib/api/v1/operations";
import { generationEventStream } from "@/lib/api/v1/sse";

/** Copy for one brief, whole as JSON or as server-sent events; one unit, none when it fails. */
export const POST = v1Handler(
  operations.generateCopy,
  ({ principal, body, countedGeneration }) => generateCopy(principal.userId, body, countedGeneration),
  async ({ principal, body, countedGeneration }) =>
    generationEventStream(await startCopy(principal.userId, body, countedGeneration)),
  { countsGenerationItself: true },
);
