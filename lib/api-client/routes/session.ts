// The top bar's session check. Its own file, without zod, as it loads with every page.
import { sessionAnswer } from "../../auth/session-answer.ts";
import { route } from "../route.ts";

export const sessionRoutes = {
  read: route({ method: "GET", path: "/api/auth/get-session", answer: sessionAnswer }),
};
