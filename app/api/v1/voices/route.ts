import { createVoice, listVoices } from "@/lib/api/v1/actions/voices";
import { v1Handler } from "@/lib/api/v1/handler";
import { operations } from "@/lib/api/v1/operations";

export const GET = v1Handler(operations.listVoices, ({ principal }) => listVoices(principal.userId));

export const POST = v1Handler(operations.createVoice, ({ principal, body }) => createVoice(principal.userId, body));
