// Stand-ins for the OpenAI and Anthropic APIs on 127.0.0.1, speaking their real wire formats: Chat Completions
// (SSE chunks ending in [DONE], JSON-schema answers) and Messages (named SSE events, forced tool calls), with each
// service's JSON errors. The real SDKs are pointed at them; tests script what each provider does next.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type ProviderName = "openai" | "anthropic";

export type FakeReply =
  /** Streams these pieces (or, for a structured request, answers `object`). */
  | { kind: "ok"; pieces?: string[]; object?: unknown; delayMs?: number; afterFirst?: Promise<void> }
  | { kind: "status"; status: number; message?: string }
  /** Accepts the request and never answers. */
  | { kind: "hang" }
  /** Streams these pieces (the rest only once `afterFirst` settles), then drops the connection mid-stream. */
  | { kind: "break"; pieces: string[]; afterFirst?: Promise<void> };

export type FakeRequest = {
  provider: ProviderName;
  body: Record<string, unknown>;
  structured: boolean;
  system: string;
  user: string;
};

export type FakeAI = {
  openaiBaseUrl: string;
  anthropicBaseUrl: string;
  requests: FakeRequest[];
  /** Decides every later reply of `provider`; without one, each answers with `defaultReply`. */
  script(provider: ProviderName, reply: (request: FakeRequest) => FakeReply): void;
  reset(): void;
  close(): Promise<void>;
};

let rewrites = 0;

/** The name a structured request gives its output: the JSON schema's name (OpenAI) or the forced tool's (Anthropic). */
function outputName(request: FakeRequest): string {
  const body = request.body as {
    response_format?: { json_schema?: { name?: string } };
    tool_choice?: { name?: string };
  };
  return body.response_format?.json_schema?.name ?? body.tool_choice?.name ?? "";
}

/** A valid answer for each structured output the app asks for, built from the brief in the request. */
function defaultObject(request: FakeRequest, topic: string): unknown {
  const platforms = (/^Platforms: (.*)$/m.exec(request.user)?.[1] ?? "LinkedIn").split(", ");
  const perWeek = Number(/^Posts per week: (\d+)$/m.exec(request.user)?.[1] ?? 1);
  const post = (week: number, slot: number) => ({
    platform: platforms[slot % platforms.length],
    format: "Carousel",
    angle: `Fake angle ${week}.${slot + 1} on ${topic}.`,
    hook: `Fake hook ${week}.${slot + 1} on ${topic}`,
  });
  switch (outputName(request)) {
    case "hooks":
      return { hooks: Array.from({ length: 10 }, (_, index) => `Fake hook ${index + 1} about ${topic}`) };
    case "hook":
      return { hook: `Fake rewritten hook ${++rewrites} about ${topic}` };
    case "content_plan":
      return {
        weeks: [1, 2, 3, 4].map((week) => ({
          theme: `Fake theme ${week}`,
          posts: Array.from({ length: perWeek }, (_, slot) => post(week, slot)),
        })),
      };
    case "plan_post":
      return { ...post(0, 0), angle: `Fake rewritten angle ${++rewrites} on ${topic}.` };
    case "replies": {
      const count = Number(/Write exactly (\d+)/.exec(request.system)?.[1] ?? 1);
      const tone = /^Tone: (\w+)\./m.exec(request.system)?.[1] ?? "neutral";
      return { replies: Array.from({ length: count }, (_, index) => `Fake ${tone} reply ${index + 1}`) };
    }
    case "element_change_plan":
      return {
        newText: "Fake shorter heading",
        addClasses: ["font-bold", "text-center"],
        removeClasses: [],
        newTag: null,
      };
    case "message_house":
      // A plausible house; the writer repairs whatever it ties to items the brief lacks.
      return {
        coreMessage: `Fake core message about ${topic}`,
        pillars: [1, 2, 3].map((pillar) => ({
          title: `Fake pillar ${pillar}`,
          keyMessages: [pillar - 1],
          proofPoints: [],
        })),
      };
    case "brand_voice":
      return {
        description: "Fake voice: short, warm sentences that speak to the reader as you.",
        tone: "Warm",
        styleNotes: "Short paragraphs.",
      };
    default:
      return undefined;
  }
}

/** Plausible copy for a prompt, so a screen driven by the fake shows something of the right shape. */
export function defaultReply(request: FakeRequest): FakeReply {
  const topic = /^(?:Topic|Product or offer|Title): (.*)$/m.exec(request.user)?.[1] ?? "your product";
  if (request.structured) {
    const object = defaultObject(request, topic);
    return object === undefined
      ? { kind: "status", status: 400, message: "the test gave no object for this structured request" }
      : { kind: "ok", object };
  }
  if (request.system.includes("Google responsive search ad")) {
    const headlines = ["Fresh Copy in Seconds", "Write Less, Sell More", "Try It Free Today"];
    const lines = [
      ...headlines.map((line, index) => `Headline ${index + 1}: ${line}`),
      "Description 1: Copy that sounds like you, written in seconds. Start free.",
      "Description 2: Ads, posts and emails from one brief. No credit card needed.",
    ];
    return { kind: "ok", pieces: lines.join("\n").match(/\S+\s*/g) ?? [] };
  }
  const text = `Fake model copy about ${topic}.\n\nEvery word of this arrives as its own piece, the way a real model streams.`;
  if (`${request.system}\n${request.user}`.includes("Write two clearly different variants")) {
    // A/B: the second variant opens with a question to the reader and runs past LinkedIn's fold, so its score and
    // its preview differ from the first's.
    const second = `Still writing ${topic} posts from a blank page, one draft at a time? You are not alone, and you do not have to keep doing it that way.\n\nFake model copy about ${topic}, written to open with a question that speaks to you, and long enough to fold.\n\nTry it on your next post this week.`;
    const both = `${text}\n===\n${second}`;
    return { kind: "ok", pieces: both.match(/\S+\s*|\n+/g) ?? [] };
  }
  return { kind: "ok", pieces: text.match(/\S+\s*|\n+/g) ?? [] };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>);
      } catch (error) {
        reject(error);
      }
    });
    request.on("error", reject);
  });
}

function describeRequest(provider: ProviderName, body: Record<string, unknown>): FakeRequest {
  const messages = (body.messages ?? []) as { role: string; content: string }[];
  const system =
    provider === "openai"
      ? (messages.find((message) => message.role === "system")?.content ?? "")
      : String(body.system ?? "");
  const user = messages.find((message) => message.role === "user")?.content ?? "";
  const structured = provider === "openai" ? body.response_format !== undefined : body.tools !== undefined;
  return { provider, body, structured, system, user };
}

function sendError(response: ServerResponse, provider: ProviderName, status: number, message: string) {
  const body =
    provider === "openai"
      ? { error: { message, type: status === 429 ? "rate_limit_exceeded" : "server_error", param: null, code: null } }
      : {
          type: "error",
          error: {
            type: status === 429 ? "rate_limit_error" : status === 529 ? "overloaded_error" : "api_error",
            message,
          },
        };
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

type StreamPlan = { pieces: string[]; delayMs: number; model: string; breakOff: boolean; afterFirst?: Promise<void> };

async function streamOpenAI(response: ServerResponse, { pieces, delayMs, model, breakOff, afterFirst }: StreamPlan) {
  response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  const chunk = (delta: Record<string, unknown>, finish: string | null) =>
    `data: ${JSON.stringify({ id: "chatcmpl-fake", object: "chat.completion.chunk", created: Math.floor(Date.now() / 1000), model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  response.write(chunk({ role: "assistant", content: "" }, null));
  for (const [index, piece] of pieces.entries()) {
    if (delayMs) await sleep(delayMs);
    if (index === 1 && afterFirst) await afterFirst;
    if (response.destroyed) return;
    response.write(chunk({ content: piece }, null));
  }
  if (breakOff) return void response.socket?.destroy();
  response.write(chunk({}, "stop"));
  response.end("data: [DONE]\n\n");
}

async function streamAnthropic(response: ServerResponse, { pieces, delayMs, model, breakOff, afterFirst }: StreamPlan) {
  response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  const event = (type: string, data: Record<string, unknown>) =>
    `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
  response.write(
    event("message_start", {
      message: {
        id: "msg_fake",
        type: "message",
        role: "assistant",
        content: [],
        model,
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: 10, output_tokens: 1 },
      },
    }),
  );
  response.write(event("content_block_start", { index: 0, content_block: { type: "text", text: "" } }));
  response.write(event("ping", {}));
  for (const [index, piece] of pieces.entries()) {
    if (delayMs) await sleep(delayMs);
    if (index === 1 && afterFirst) await afterFirst;
    if (response.destroyed) return;
    response.write(event("content_block_delta", { index: 0, delta: { type: "text_delta", text: piece } }));
  }
  if (breakOff) return void response.socket?.destroy();
  response.write(event("content_block_stop", { index: 0 }));
  response.write(
    event("message_delta", {
      delta: { stop_reason: "end_turn", stop_sequence: null },
      usage: { output_tokens: pieces.length },
    }),
  );
  response.end(event("message_stop", {}));
}

function answerObject(response: ServerResponse, request: FakeRequest, object: unknown) {
  const model = String(request.body.model);
  const body =
    request.provider === "openai"
      ? {
          id: "chatcmpl-fake",
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model,
          choices: [
            {
              index: 0,
              message: { role: "assistant", content: JSON.stringify(object), refusal: null },
              finish_reason: "stop",
            },
          ],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }
      : {
          id: "msg_fake",
          type: "message",
          role: "assistant",
          model,
          content: [
            {
              type: "tool_use",
              id: "toolu_fake",
              name: (request.body.tool_choice as { name: string }).name,
              input: object,
            },
          ],
          stop_reason: "tool_use",
          stop_sequence: null,
          usage: { input_tokens: 10, output_tokens: 10 },
        };
  response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
}

export async function startFakeAI(): Promise<FakeAI> {
  const requests: FakeRequest[] = [];
  const scripts = new Map<ProviderName, (request: FakeRequest) => FakeReply>();
  const server = createServer(async (request, response) => {
    const provider: ProviderName | null =
      request.url === "/openai/v1/chat/completions"
        ? "openai"
        : request.url === "/anthropic/v1/messages"
          ? "anthropic"
          : null;
    if (request.method !== "POST" || !provider) return void response.writeHead(404).end();
    const described = describeRequest(provider, await readBody(request));
    requests.push(described);
    const reply = (scripts.get(provider) ?? defaultReply)(described);
    const model = String(described.body.model);
    if (reply.kind === "status")
      return sendError(response, provider, reply.status, reply.message ?? `fake ${provider} error ${reply.status}`);
    if (reply.kind === "hang") return;
    if (described.structured) return answerObject(response, described, reply.kind === "ok" ? reply.object : undefined);
    const stream = provider === "openai" ? streamOpenAI : streamAnthropic;
    await stream(response, {
      pieces: reply.pieces ?? [],
      delayMs: reply.kind === "ok" ? (reply.delayMs ?? 0) : 0,
      model,
      breakOff: reply.kind === "break",
      afterFirst: reply.afterFirst,
    });
  });
  server.keepAliveTimeout = 1;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    openaiBaseUrl: `${base}/openai/v1`,
    anthropicBaseUrl: `${base}/anthropic`,
    requests,
    script: (provider, reply) => void scripts.set(provider, reply),
    reset: () => {
      scripts.clear();
      requests.length = 0;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
