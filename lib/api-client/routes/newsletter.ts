import { newsletterAnswerSchema, newsletterInput } from "../../newsletter/schema.ts";
import { route } from "../route.ts";

export const newsletterRoutes = {
  subscribe: route({ method: "POST", path: "/api/newsletter", input: newsletterInput, answer: newsletterAnswerSchema }),
};
