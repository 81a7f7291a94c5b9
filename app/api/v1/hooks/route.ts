import { hooksFor } from "@/lib/api/v1/actions/planning";
import { v1Handler } from "@/lib/api/v1/handler";
import { operations } from "@/lib/api/v1/operations";

/** Ten hooks, or one rewritten; one unit, none when it fails. */
export const POST = v1Handler(operations.writeHooks, ({ principal, body, signal }) =>
  hooksFor(principal.userId, body, signal),
);
