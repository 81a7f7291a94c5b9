import { z } from "zod";

import {
  copyAnswerSchema,
  listCopiesSchema,
  saveCopySchema,
  savedCopySchema,
  updateCopySchema,
} from "../../library/schema.ts";
import { noContent } from "../no-content.ts";
import { route } from "../route.ts";

export const libraryRoutes = {
  /** Filtered by ?q=, ?type= and ?favourites=1. */
  list: route({
    method: "GET",
    path: "/api/copies",
    input: listCopiesSchema,
    answer: z.object({ copies: z.array(savedCopySchema) }),
  }),
  read: route({ method: "GET", path: "/api/copies/:id", answer: copyAnswerSchema }),
  save: route({ method: "POST", path: "/api/copies", input: saveCopySchema, answer: copyAnswerSchema }),
  update: route({ method: "PATCH", path: "/api/copies/:id", input: updateCopySchema, answer: copyAnswerSchema }),
  remove: route({ method: "DELETE", path: "/api/copies/:id", answer: noContent }),
};
