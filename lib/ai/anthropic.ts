import "server-only";

import Anthropic from "@anthropic-ai/sdk";
import { z } from "zod";

import type { ObjectRequest, Provider, TextRequest } from "./types";

export type AnthropicConfig = { apiKey: string; baseURL?: string; model: string; maxRetries: number };

/** Anthropic's Messages API: text by streaming, structured output through one forced tool call. */
export function anthropicProvider(config: AnthropicConfig): Provider {
  const client = new Anthropic({ apiKey: config.apiKey, baseURL: config.baseURL, maxRetries: config.maxRetries });
  return {
    id: "anthropic",
    label: `Anthropic · ${config.model}`,
    async *streamText(request: TextRequest, signal: AbortSignal) {
      const stream = await client.messages.create(
        {
          model: config.model,
          system: request.system,
          messages: [{ role: "user", content: request.user }],
          max_tokens: request.maxTokens,
          stream: true,
        },
        { signal },
      );
      let finished = false;
      for await (const event of stream) {
        if (event.type === "content_block_delta" && event.delta.type === "text_delta" && event.delta.text)
          yield event.delta.text;
        if (event.type === "message_stop") finished = true;
      }
      // A dropped connection can look like a normal end of the event stream: only message_stop says it is complete.
      if (!finished) throw new Error("Anthropic's stream ended before the answer was complete");
    },
    async generateObject<T>(request: ObjectRequest<T>, signal: AbortSignal): Promise<T> {
      const inputSchema = z.toJSONSchema(request.schema) as Anthropic.Tool.InputSchema;
      const message = await client.messages.create(
        {
          model: config.model,
          system: request.system,
          messages: [{ role: "user", content: request.user }],
          max_tokens: request.maxTokens,
          tools: [{ name: request.name, description: "Record the answer.", input_schema: inputSchema }],
          tool_choice: { type: "tool", name: request.name },
        },
        { signal },
      );
      const call = message.content.find((block) => block.type === "tool_use");
      if (!call) throw new Error("Anthropic answered without the structured output");
      return request.schema.parse(call.input);
    },
  };
}
