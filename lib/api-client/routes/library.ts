import { copyAnswerSchema, saveCopySchema, updateCopySchema } from "../../library/schema.ts";
import { noContent } from "../no-content.ts";
import { route } from "../route.ts";

export const libraryRoutes = {
  save: route({ method: "POST", path: "/api/copies", input: saveCopySchema, answer: copyAnswerSchema }),
  update: route({ method: "PATCH", path: "/api/copies/:id", input: updateCopySchema, answer: copyAnswerSchema }),
  remove: route({ method: "DELETE", path: "/api/copies/:id", answer: noContent }),
};
