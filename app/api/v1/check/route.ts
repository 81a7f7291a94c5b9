import { checkText } from "@/lib/api/v1/actions/check";
import { v1Handler } from "@/lib/api/v1/handler";
import { operations } from "@/lib/api/v1/operations";

/** Platform counts and the score of a text; free. */
export const POST = v1Handler(operations.checkText, ({ principal, body }) => checkText(principal.userId, body));
