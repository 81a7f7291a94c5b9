import { usageOf } from "@/lib/api/v1/actions/usage";
import { v1Handler } from "@/lib/api/v1/handler";
import { operations } from "@/lib/api/v1/operations";

export const GET = v1Handler(operations.getUsage, ({ principal }) => usageOf(principal.userId));
