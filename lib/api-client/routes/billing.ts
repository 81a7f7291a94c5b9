import {
  checkoutInput,
  localConfirmAnswerSchema,
  redirectAnswerSchema,
  startTrialAnswer,
  syncAnswerSchema,
  syncInput,
  upgradeAnswerSchema,
} from "../../billing/schema.ts";
import { route } from "../route.ts";

export const billingRoutes = {
  checkout: route({
    method: "POST",
    path: "/api/billing/checkout",
    input: checkoutInput,
    answer: redirectAnswerSchema,
  }),
  startTrial: route({ method: "POST", path: "/api/billing/trial", input: checkoutInput, answer: startTrialAnswer }),
  upgrade: route({ method: "POST", path: "/api/billing/upgrade", input: checkoutInput, answer: upgradeAnswerSchema }),
  confirmLocally: route({
    method: "POST",
    path: "/api/billing/local-confirm",
    input: checkoutInput,
    answer: localConfirmAnswerSchema,
  }),
  openPortal: route({ method: "POST", path: "/api/billing/portal", answer: redirectAnswerSchema }),
  syncCheckout: route({ method: "POST", path: "/api/billing/sync", input: syncInput, answer: syncAnswerSchema }),
};
