import { usageAnswerSchema } from "../../usage/schema.ts";
import { route } from "../route.ts";

export const usageRoutes = {
  read: route({ method: "GET", path: "/api/usage", answer: usageAnswerSchema }),
};
