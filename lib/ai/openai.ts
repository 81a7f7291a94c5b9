import "server-only";

import OpenAI from "openai";
import { z } from "zod";

import type { ObjectRequest, Provider, TextRequest } from "./types";

export type OpenAIConfig = { apiKey: string; baseURL?: string; model: string; maxRetries: number };

/**
 * OpenAI, or any server that speaks its Chat Completions API (Ollama, vLLM, LM Studio): Chat Completions is the
 * one wire format they all share, so that is the one used, for streaming and for JSON-schema output alike.
 */
export function openAIProvider(config: OpenAIConfig): Provider {
  const client = new OpenAI({ apiKey: config.apiKey, baseURL: config.baseURL, maxRetries: config.maxRetries });
  const messages = (request: { system: string; user: string }) => [
    { role: "system" as const, content: request.system },
    { role: "user" as const, content: request.user },
  ];
  return {
    id: "openai",
    label: `OpenAI · ${config.model}`,
    async *streamText(request: TextRequest, signal: AbortSignal) {
      const stream = await client.chat.completions.create(
        { model: config.model, messages: messages(request), max_tokens: request.maxTokens, stream: true },
        { signal },
      );
      let finished = false;
      for await (const chunk of stream) {
        const choice = chunk.choices[0];
        if (choice?.delta?.content) yield choice.delta.content;
        if (choice?.finish_reason) finished = true;
      }
      // A dropped connection can look like a normal end of the event stream: only a finish reason says it is complete.
      if (!finished) throw new Error("OpenAI's stream ended before the answer was complete");
    },
    async generateObject<T>(request: ObjectRequest<T>, signal: AbortSignal): Promise<T> {
      const completion = await client.chat.completions.create(
        {
          model: config.model,
          messages: messages(request),
          max_tokens: request.maxTokens,
          response_format: {
            type: "json_schema",
            json_schema: { name: request.name, schema: z.toJSONSchema(request.schema) as Record<string, unknown> },
          },
        },
        { signal },
      );
      const content = completion.choices[0]?.message?.content;
      if (!content) throw new Error("OpenAI answered without content");
      return request.schema.parse(JSON.parse(content));
    },
  };
}
