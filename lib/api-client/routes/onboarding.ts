import {
  onboardingStatusSchema,
  surveySavedSchema,
  surveySchema,
  taskCompleteAnswerSchema,
  taskCompleteSchema,
} from "../../onboarding/schema.ts";
import { route } from "../route.ts";

export const onboardingRoutes = {
  status: route({ method: "GET", path: "/api/onboarding", answer: onboardingStatusSchema }),
  completeTask: route({
    method: "POST",
    path: "/api/onboarding?action=task-complete",
    input: taskCompleteSchema,
    answer: taskCompleteAnswerSchema,
  }),
  saveSurvey: route({
    method: "POST",
    path: "/api/onboarding?action=survey",
    input: surveySchema,
    answer: surveySavedSchema,
  }),
};
