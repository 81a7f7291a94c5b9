import { listLibrary, saveCopy } from "@/lib/api/v1/actions/library";
import { v1Handler } from "@/lib/api/v1/handler";
import { operations } from "@/lib/api/v1/operations";

export const GET = v1Handler(operations.listLibrary, ({ principal, query }) => listLibrary(principal.userId, query));

export const POST = v1Handler(operations.saveCopy, ({ principal, body }) => saveCopy(principal.userId, body));
