import { authProvidersSchema } from "../../auth/schemas.ts";
import { route } from "../route.ts";

export const authRoutes = {
  providers: route({ method: "GET", path: "/api/auth/providers", answer: authProvidersSchema }),
};
