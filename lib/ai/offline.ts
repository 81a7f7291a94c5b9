import type { ObjectRequest, Provider, TextRequest } from "./types";

/**
 * The offline writer: no model, no network. It answers from the inputs and templates each request brings, in
 * word-sized pieces so the screens behave as they do with a model. Every screen labels its output "Offline writer".
 */
export const offlineWriter: Provider = {
  id: "offline",
  label: "Offline writer",
  async *streamText(request: TextRequest, signal: AbortSignal) {
    for (const piece of request.offline().match(/\S+\s*|\s+/g) ?? []) {
      if (signal.aborted) return;
      yield piece;
    }
  },
  async generateObject<T>(request: ObjectRequest<T>): Promise<T> {
    return request.schema.parse(request.offline());
  },
};
