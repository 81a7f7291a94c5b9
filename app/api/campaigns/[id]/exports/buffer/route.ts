import { requireSession } from "@/lib/auth/session";
import { handle, readJsonBody } from "@/lib/errors";
import { exportCampaignToBuffer, previewCampaignBufferExport } from "@/lib/handoff/buffer/export";
import { bufferFileResponse, wantsPreview } from "@/lib/handoff/buffer/response";

type Context = { params: Promise<{ id: string }> };

/** The campaign's posts as Buffer's bulk-upload file (a ZIP when several); `?preview`: what it would hold, as JSON. */
export const POST = handle(async (request: Request, { params }: Context) => {
  const session = await requireSession(request);
  const { id } = await params;
  const input = await readJsonBody(request);
  if (wantsPreview(request)) return Response.json(await previewCampaignBufferExport(session.user.id, id, input));
  return bufferFileResponse(await exportCampaignToBuffer(session.user.id, id, input));
});
