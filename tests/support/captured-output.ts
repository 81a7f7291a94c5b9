// What the server's logger printed while a test ran: outside production it writes readable lines to stdout.
// The capture ends with the test that started it, passed or failed.
import { onTestFinished, vi } from "vitest";

const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

export function captureStdout(): { text(): string } {
  const chunks: string[] = [];
  const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    chunks.push(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8"));
    return true;
  });
  onTestFinished(() => spy.mockRestore());
  return { text: () => chunks.join("").replace(ansi, "") };
}
