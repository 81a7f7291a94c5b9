import type { AnswerBody } from "@/lib/api-client/route";
import { onboardingRoutes } from "@/lib/api-client/routes/onboarding";
import { serve } from "@/lib/api-client/serve";
import { requireSession } from "@/lib/auth/session";
import { handle, parseJsonBody } from "@/lib/errors";
import { claimTask } from "@/lib/onboarding/claim";
import {
  onboardingActionSchema,
  surveySchema,
  taskCompleteSchema,
  type surveySavedSchema,
  type taskCompleteAnswerSchema,
} from "@/lib/onboarding/schema";
import { onboardingStatus, saveSurvey } from "@/lib/onboarding/store";

/** The signed-in user's onboarding status: bonus credits and the five tasks. */
export const GET = serve(onboardingRoutes.status, async ({ request }) => {
  const session = await requireSession(request);
  return onboardingStatus(session.user.id);
});

// Not `serve`: two entries (saveSurvey, completeTask) share this method and path, and ?action= picks the schema.
/** ?action=survey stores the quick-setup answers; ?action=task-complete marks a task done and grants its credit once. */
export const POST = handle(async (request: Request) => {
  const session = await requireSession(request);
  const action = onboardingActionSchema.parse(new URL(request.url).searchParams.get("action") ?? undefined);
  if (action === "survey") {
    await saveSurvey(session.user.id, await parseJsonBody(request, surveySchema));
    return Response.json({ saved: true } satisfies AnswerBody<typeof surveySavedSchema>);
  }
  const { task } = await parseJsonBody(request, taskCompleteSchema);
  const completed = await claimTask(session.user, task);
  const status = await onboardingStatus(session.user.id);
  return Response.json({ completed, ...status } satisfies AnswerBody<typeof taskCompleteAnswerSchema>);
});
