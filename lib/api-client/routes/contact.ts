import { contactAnswerSchema, contactInput } from "../../contact/schema.ts";
import { route } from "../route.ts";

export const contactRoutes = {
  send: route({ method: "POST", path: "/api/contact", input: contactInput, answer: contactAnswerSchema }),
};
