// Which of the brief's points a line already says, and the order a variant takes them in.
import { distinct, sameKey } from "../pipeline/text-rules";

/** Whether `line` already says `point` (the point's words, in order, whatever the case). */
export function mentions(line: string, point: string): boolean {
  return ` ${sameKey(line)} `.includes(` ${sameKey(point)} `);
}

/** Points in the order a variant uses them: those another variant left out first, then the angle's own order. */
export function ordered(first: readonly string[], points: readonly string[]): string[] {
  return distinct([...first, ...points]);
}
