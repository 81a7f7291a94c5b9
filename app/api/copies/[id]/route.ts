import type { AnswerBody } from "@/lib/api-client/route";
import { requireSession } from "@/lib/auth/session";
import { handle, parseJsonBody } from "@/lib/errors";
import { updateCopySchema, type copyAnswerSchema } from "@/lib/library/schema";
import { copyId, deleteCopy, findCopy, updateCopy } from "@/lib/library/store";

type Context = { params: Promise<{ id: string }> };

export const GET = handle(async (request: Request, { params }: Context) => {
  const session = await requireSession(request);
  return Response.json({ copy: await findCopy(session.user.id, copyId((await params).id)) });
});

export const PATCH = handle(async (request: Request, { params }: Context) => {
  const session = await requireSession(request);
  const input = await parseJsonBody(request, updateCopySchema);
  const copy = await updateCopy(session.user.id, copyId((await params).id), input);
  return Response.json({ copy } satisfies AnswerBody<typeof copyAnswerSchema>);
});

export const DELETE = handle(async (request: Request, { params }: Context) => {
  const session = await requireSession(request);
  await deleteCopy(session.user.id, copyId((await params).id));
  return new Response(null, { status: 204 });
});
