import "server-only";

import { AppError } from "../app-error";
import { requestBody } from "../config/server";

const tooLarge = (maxBytes: number) =>
  new AppError("payload_too_large", `The request body is larger than ${Math.round(maxBytes / 1024)} KB.`);

/**
 * The request's body as text, refused with a 413 once it passes the limit: a declared Content-Length over it is
 * refused before anything is read, and a body without one is read only up to it.
 */
export async function readBodyText(request: Request, maxBytes: number = requestBody.maxBytes): Promise<string> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
