import { requireSession } from "@/lib/auth/session";
import { handle, readJsonBody } from "@/lib/errors";
import { exportLibraryToBuffer, previewLibraryBufferExport } from "@/lib/handoff/buffer/export";
import { bufferFileResponse, wantsPreview } from "@/lib/handoff/buffer/response";

/** The chosen saved copies as Buffer's bulk-upload file (a ZIP when several); `?preview`: what it would hold. */
export const POST = handle(async (request: Request) => {
  const session = await requireSession(request);
  const input = await readJsonBody(request);
  if (wantsPreview(request)) return Response.json(await previewLibraryBufferExport(session.user.id, input));
  return bufferFileResponse(await exportLibraryToBuffer(session.user.id, input));
});
