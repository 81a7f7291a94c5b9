import { describe, expect, it } from "vitest";

import { parseEnv } from "@/lib/env";
import { captureStdout } from "@/tests/support/captured-output";

import { createLogger, loggerFor } from "./logger";
import { prettyDestination } from "./pretty";

function sink() {
  const lines: string[] = [];
  return { lines, write: (line: string) => void lines.push(line) };
}

/** The one line a logger wrote. */
function onlyLine(lines: string[]): string {
  expect(lines).toHaveLength(1);
  return lines[0] ?? "";
}

describe("the production logger", () => {
  it("writes one JSON object a line, with the level's name, the message and the request id", () => {
    const out = sink();
    createLogger({ level: "info", format: "json" }, out)
      .child({ requestId: "req-0123456789" })
      .info({ path: "/api/health" }, "checked");
    const line = onlyLine(out.lines);
    expect(line).toMatch(/^\{.*\}\n$/);
    const entry = JSON.parse(line) as Record<string, unknown>;
    expect(entry).toMatchObject({ level: "info", msg: "checked", requestId: "req-0123456789", path: "/api/health" });
    expect(new Date(String(entry.time)).toISOString()).toBe(entry.time);
  });

  it("keeps an error's stack in the line", () => {
    const out = sink();
    createLogger({ level: "info", format: "json" }, out).error({ err: new Error("pool exhausted") }, "query failed");
    const entry = JSON.parse(onlyLine(out.lines)) as { level: string; err: { message: string; stack: string } };
    expect(entry.level).toBe("error");
    expect(entry.err.message).toBe("pool exhausted");
    expect(entry.err.stack).toContain("logger.test.ts");
  });

  it("writes nothing below its level", () => {
    const out = sink();
    const log = createLogger({ level: "warn", format: "json" }, out);
    log.info("routine");
    log.warn("odd");
    expect(out.lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(["odd"]);
  });
});

describe("the development logger", () => {
  it("writes one readable line an entry", () => {
    const out = sink();
    createLogger({ level: "info", format: "pretty" }, prettyDestination(out))
      .child({ requestId: "req-0123456789" })
      .warn("slow answer");
    expect(onlyLine(out.lines).replace(/\u001b\[[0-9;]*m/g, "")).toMatch(
      /^\[\d\d:\d\d:\d\d\.\d{3}\] WARN: slow answer \{"requestId":"req-0123456789"\}\n$/,
    );
  });
});

describe("loggerFor", () => {
  it("stamps every line with the request's id", () => {
    const output = captureStdout();
    loggerFor(new Request("http://localhost/api/x", { headers: { "x-request-id": "from-the-proxy-42" } })).info(
      "hello",
    );
    expect(output.text()).toContain('INFO: hello {"requestId":"from-the-proxy-42"}');
  });
});

describe("LOG_LEVEL", () => {
  it("is info when unset or empty, and a wrong one stops the start naming the variable", () => {
    expect(parseEnv({}).LOG_LEVEL).toBe("info");
    expect(parseEnv({ LOG_LEVEL: "" }).LOG_LEVEL).toBe("info");
    expect(parseEnv({ LOG_LEVEL: "debug" }).LOG_LEVEL).toBe("debug");
    expect(() => parseEnv({ LOG_LEVEL: "verbose" })).toThrow(/LOG_LEVEL/);
  });
});
