// A Buffer export as the app's routes answer it: the file to download with its name and the count of posts held
// back, or, for the dialog's summary, the answer as JSON.
import "server-only";

import { bufferFile } from "../../config/handoff";
import { AppError } from "../../errors";
import type { BufferExport } from "./export";

const { heldHeader } = bufferFile;

export function bufferFileResponse(result: BufferExport<{ held: { message: string }[] }>): Response {
  const { download, answer } = result;
  if (!download)
    throw new AppError(
      "invalid_input",
      `Nothing can be exported for Buffer: ${answer.held.map((post) => post.message).join(" ")}`,
    );
  return new Response(download.bytes, {
    headers: {
      "content-type": download.contentType,
      "content-disposition": `attachment; filename="${download.name}"`,
      [heldHeader]: String(answer.held.length),
      "access-control-expose-headers": heldHeader,
    },
  });
}

/** `?preview`: the summary, recording nothing. */
export const wantsPreview = (request: Request) => new URL(request.url).searchParams.has("preview");
