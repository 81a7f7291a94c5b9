import { v1Handler } from "@/lib/api/v1/handler";
import { operations } from "@/lib/api/v1/operations";
import { writeContentPlan } from "@/lib/content-plan/write";

/** A 4-week plan, or one post rewritten; one unit, none when it fails. */
export const POST = v1Handler(operations.planContent, async ({ principal, body, signal }) => {
  const { plan, writer, usage } = await writeContentPlan(principal.userId, body, signal);
  return { plan, writer, usage };
});
