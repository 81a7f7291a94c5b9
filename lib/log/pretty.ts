import type { DestinationStream } from "pino";
import { prettyFactory } from "pino-pretty";

/**
 * One readable line per entry (an error's stack below it), formatted in the calling thread: pino-pretty as a
 * transport would run in a worker thread, which a bundled server cannot start.
 */
export function prettyDestination(out: { write(text: string): unknown } = process.stdout): DestinationStream {
  const format = prettyFactory({
    colorize: process.stdout.isTTY === true,
    singleLine: true,
    translateTime: "SYS:HH:MM:ss.l",
    ignore: "pid,hostname",
  });
  return { write: (line: string) => void out.write(format(line)) };
}
