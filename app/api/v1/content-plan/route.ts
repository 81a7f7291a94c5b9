import { planFor } from "@/lib/api/v1/actions/planning";
import { v1Handler } from "@/lib/api/v1/handler";
import { operations } from "@/lib/api/v1/operations";

/** A 4-week plan, or one post rewritten; one unit, none when it fails. */
export const POST = v1Handler(operations.planContent, ({ principal, body, signal }) =>
  planFor(principal.userId, body, signal),
);
