import { postizConnectionAnswerSchema, postizConnectSchema } from "../../handoff/postiz/schema.ts";
import { noContent } from "../no-content.ts";
import { route } from "../route.ts";

const path = "/api/connections/postiz";

export const postizRoutes = {
  /** The connection as the profile shows it (its key's last four characters only); null when there is none. */
  read: route({ method: "GET", path, answer: postizConnectionAnswerSchema }),
  /** Tests the address and key by listing the integrations, then saves them. */
  connect: route({ method: "PUT", path, input: postizConnectSchema, answer: postizConnectionAnswerSchema }),
  disconnect: route({ method: "DELETE", path, answer: noContent }),
  /** Lists the integrations with the stored key. */
  test: route({ method: "POST", path: `${path}/test`, answer: postizConnectionAnswerSchema }),
};
