import { readVoice, updateVoice } from "@/lib/api/v1/actions/voices";
import { v1Handler } from "@/lib/api/v1/handler";
import { operations } from "@/lib/api/v1/operations";

export const GET = v1Handler(operations.readVoice, ({ principal, id }) => readVoice(principal.userId, id));

export const PATCH = v1Handler(operations.updateVoice, ({ principal, id, body }) =>
  updateVoice(principal.userId, id, body),
);
