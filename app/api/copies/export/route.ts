import { requireSession } from "@/lib/auth/session";
import { handle, parseQuery } from "@/lib/errors";
import { listCopiesSchema } from "@/lib/library/schema";
import { exportCopies } from "@/lib/library/store";

/** The library as CSV, with the same filters as the list. */
export const GET = handle(async (request: Request) => {
  const session = await requireSession(request);
  const filters = parseQuery(request, listCopiesSchema);
  const csv = await exportCopies(session.user.id, filters);
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="hookline-library-${new Date().toISOString().slice(0, 10)}.csv"`,
    },
  });
});
