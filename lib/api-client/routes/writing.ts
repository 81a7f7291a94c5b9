// The AI screens that answer in one piece: hooks and content plans.
import { contentPlanAnswerSchema, contentPlanInputSchema } from "../../content-plan/schema.ts";
import { hooksAnswerSchema, hooksInputSchema } from "../../hooks/schema.ts";
import { route } from "../route.ts";

export const writingRoutes = {
  hooks: route({ method: "POST", path: "/api/hooks", input: hooksInputSchema, answer: hooksAnswerSchema }),
  contentPlan: route({
    method: "POST",
    path: "/api/content-plan",
    input: contentPlanInputSchema,
    answer: contentPlanAnswerSchema,
  }),
};
