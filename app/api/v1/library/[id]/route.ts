import { editCopy, readCopy, removeCopy } from "@/lib/api/v1/actions/library";
import { v1Handler } from "@/lib/api/v1/handler";
import { operations } from "@/lib/api/v1/operations";

export const GET = v1Handler(operations.readCopy, ({ principal, id }) => readCopy(principal.userId, id));

export const PATCH = v1Handler(operations.updateCopy, ({ principal, id, body }) =>
  editCopy(principal.userId, id, body),
);

export const DELETE = v1Handler(operations.deleteCopy, ({ principal, id }) => removeCopy(principal.userId, id));
