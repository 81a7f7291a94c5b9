import { v1Handler } from "@/lib/api/v1/handler";
import { operations } from "@/lib/api/v1/operations";
import { writeHooks } from "@/lib/hooks/write";

/** Ten hooks, or one rewritten; one unit, none when it fails. */
export const POST = v1Handler(operations.writeHooks, async ({ principal, body, signal }) => {
  const { hooks, writer, usage } = await writeHooks(principal.userId, body, signal);
  return { hooks, writer, usage };
});
