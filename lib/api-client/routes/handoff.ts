import { bufferFile } from "../../config/handoff.ts";
import { libraryBufferExportAnswerSchema, libraryBufferExportSchema } from "../../handoff/buffer/schema.ts";
import { bufferExportAnswerSchema, bufferExportSchema } from "../../handoff/schema.ts";
import { route, streamRoute } from "../route.ts";

const campaignBuffer = "/api/campaigns/:id/exports/buffer";
const libraryBuffer = "/api/library/exports/buffer";

/**
 * A Buffer export answers one CSV, or a ZIP when there are several files (the preview's `files` says which); with
 * `?preview` it answers what the file would hold, and the posts held back, without recording an export.
 */
export const bufferCsvContentType = "text/csv";
export const bufferZipContentType = "application/zip";
/** How many posts the downloaded export held back (over their limit, unapproved, not a post Buffer publishes). */
export const bufferHeldHeader = bufferFile.heldHeader;

export const handoffRoutes = {
  campaignBufferPreview: route({
    method: "POST",
    path: `${campaignBuffer}?preview`,
    input: bufferExportSchema,
    answer: bufferExportAnswerSchema,
  }),
  campaignBufferCsv: streamRoute({
    method: "POST",
    path: campaignBuffer,
    input: bufferExportSchema,
    contentType: bufferCsvContentType,
  }),
  campaignBufferZip: streamRoute({
    method: "POST",
    path: campaignBuffer,
    input: bufferExportSchema,
    contentType: bufferZipContentType,
  }),
  libraryBufferPreview: route({
    method: "POST",
    path: `${libraryBuffer}?preview`,
    input: libraryBufferExportSchema,
    answer: libraryBufferExportAnswerSchema,
  }),
  libraryBufferCsv: streamRoute({
    method: "POST",
    path: libraryBuffer,
    input: libraryBufferExportSchema,
    contentType: bufferCsvContentType,
  }),
  libraryBufferZip: streamRoute({
    method: "POST",
    path: libraryBuffer,
    input: libraryBufferExportSchema,
    contentType: bufferZipContentType,
  }),
};
