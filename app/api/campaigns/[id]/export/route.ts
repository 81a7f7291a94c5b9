import { campaignCsvContentType } from "@/lib/api-client/routes/campaigns";
import { requireSession } from "@/lib/auth/session";
import { campaignAnswer } from "@/lib/campaigns/board";
import { campaignCsv, campaignCsvName } from "@/lib/campaigns/export";
import { handle } from "@/lib/errors";

type Context = { params: Promise<{ id: string }> };

/** The campaign's written assets as a CSV file. */
export const GET = handle(async (request: Request, { params }: Context) => {
  const session = await requireSession(request);
  const campaign = await campaignAnswer(session.user.id, (await params).id);
  return new Response(campaignCsv(campaign), {
    headers: {
      "content-type": `${campaignCsvContentType}; charset=utf-8`,
      "content-disposition": `attachment; filename="${campaignCsvName(campaign)}"`,
    },
  });
});
