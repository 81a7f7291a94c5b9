import { confirmationRecordedSchema, confirmEmailInput, emailConfirmedSchema } from "../../auth/schemas.ts";
import { route } from "../route.ts";

export const accountRoutes = {
  confirmEmail: route({
    method: "POST",
    path: "/api/email-confirmation",
    input: confirmEmailInput,
    answer: emailConfirmedSchema,
  }),
  /** Sent with the confirmation token as its bearer. */
  recordConfirmation: route({
    method: "POST",
    path: "/api/verification?action=callback",
    answer: confirmationRecordedSchema,
  }),
};
