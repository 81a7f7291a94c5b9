// The hand-off operations' inputs and answers under the names the OpenAPI document gives them: the board's own
// schemas (lib/handoff/schema.ts), named here so the document lists each once; the MCP tools take them too.
import { bufferExportAnswerSchema, bufferExportSchema, sendAnswerSchema, sendSchema } from "../../handoff/schema";

export const bufferExportInputSchema = bufferExportSchema.meta({ id: "BufferExportInput" });
export const bufferExportOutputSchema = bufferExportAnswerSchema;
export const sendInputSchema = sendSchema.meta({ id: "SendInput" });
export const sendOutputSchema = sendAnswerSchema;
