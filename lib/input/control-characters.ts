// PostgreSQL refuses NUL in text and JSON, and no control character but tab and line breaks belongs in what a
// person types, so input is refused with the field's name before any of it is stored or used in a key.
const forbidden = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const controlCharacterMessage = "must not contain control characters";

type Step = { value: unknown; key?: string | number; parent?: Step };

function pathOf(step: Step | undefined): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at = step; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path of the first string (or object key) in `value` that holds a forbidden control character, if any. The
 * walk keeps its own stack: JSON nested thousands deep is valid, and must not overflow the call stack.
 */
export function controlCharacterPath(value: unknown): (string | number)[] | undefined {
  const pending: Step[] = [{ value }];
  for (let step = pending.pop(); step; step = pending.pop()) {
    const item = step.value;
    if (typeof item === "string") {
      if (forbidden.test(item)) return pathOf(step);
    } else if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index -= 1)
        pending.push({ value: item[index], key: index, parent: step });
    } else if (typeof item === "object" && item !== null) {
      const entries = Object.entries(item);
      const badKey = entries.find(([key]) => forbidden.test(key));
      if (badKey) return [...pathOf(step), badKey[0]];
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index]!;
        pending.push({ value: child, key, parent: step });
      }
    }
  }
  return undefined;
}
