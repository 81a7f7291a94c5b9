// Runs every case under lib/editor/__fixtures__/<op>/<case>/: input.tsx (as components/example.tsx) with
// change.json (the op's request body) must give expected.tsx byte for byte, or, with error.txt, be refused with
// exactly that message and write nothing. Other files: input.<ext> / expected.<ext> sit beside example.tsx
// (components/example.<ext>); files/<path> are extra inputs and expected-files/<path> extra outputs; notices.txt
// holds what the change tells the owner, one notice per line (none without it).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { AppError } from "../../errors.ts";
import { indexSource } from "../source/index-file.ts";
import { applyMutation } from "./index.ts";
import { isMutationOp } from "./schemas.ts";

const root = path.join(import.meta.dirname, "..", "__fixtures__");
function listFiles(folder: string, prefix = ""): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    return statSync(full).isDirectory() ? listFiles(full, `${prefix}${name}/`) : [`${prefix}${name}`];
  });
}

function inputsOf(folder: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of readdirSync(folder)) {
    if (name.startsWith("input."))
      files.set(`components/example.${name.slice("input.".length)}`, readFileSync(path.join(folder, name), "utf8"));
  }
  for (const name of listFiles(path.join(folder, "files")))
    files.set(name, readFileSync(path.join(folder, "files", name), "utf8"));
  return files;
}

function expectedOf(folder: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of readdirSync(folder)) {
    if (name.startsWith("expected."))
      files.set(`components/example.${name.slice("expected.".length)}`, readFileSync(path.join(folder, name), "utf8"));
  }
  for (const name of listFiles(path.join(folder, "expected-files")))
    files.set(name, readFileSync(path.join(folder, "expected-files", name), "utf8"));
  return files;
}

const ops = existsSync(root) ? readdirSync(root).filter((name) => statSync(path.join(root, name)).isDirectory()) : [];

describe.each(ops)("%s", (op) => {
  const cases = readdirSync(path.join(root, op)).filter((name) => statSync(path.join(root, op, name)).isDirectory());

  it("is an op of the change API with at least three cases, one of them a refusal", () => {
    expect(isMutationOp(op)).toBe(true);
    expect(cases.length).toBeGreaterThanOrEqual(3);
    expect(cases.some((name) => existsSync(path.join(root, op, name, "error.txt")))).toBe(true);
  });

  it.each(cases)("%s", (name) => {
    if (!isMutationOp(op)) throw new Error(`${op} is not an op`);
    const folder = path.join(root, op, name);
    const inputs = inputsOf(folder);
    const body: unknown = JSON.parse(readFileSync(path.join(folder, "change.json"), "utf8"));
    const read = (file: string) => inputs.get(file) ?? null;
    const componentFiles = () => [...inputs.keys()].filter((file) => /\.[jt]sx$/.test(file));
    const errorFile = path.join(folder, "error.txt");
    if (existsSync(errorFile)) {
      const expectedMessage = readFileSync(errorFile, "utf8").trim();
      let thrown: unknown;
      try {
        applyMutation(op, body, read, componentFiles);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(AppError);
      expect((thrown as AppError).message).toBe(expectedMessage);
      expect((thrown as AppError).status).toBeLessThan(500);
      return;
    }
    const { files, newIds, notices } = applyMutation(op, body, read, componentFiles);
    const noticesFile = path.join(folder, "notices.txt");
    expect(notices).toEqual(existsSync(noticesFile) ? readFileSync(noticesFile, "utf8").trim().split("\n") : []);
    const expected = expectedOf(folder);
    const outputs = new Map(inputs);
    for (const [file, { before, after }] of files) {
      expect(before, file).toBe(inputs.get(file) ?? null);
      outputs.set(file, after);
    }
    expect([...files.keys()].filter((file) => !expected.has(file))).toEqual([]);
    for (const [file, text] of expected) expect(outputs.get(file), file).toBe(text);
    // Every id the change answers names an element of the new source.
    const ids = new Set(
      [...outputs]
        .filter(([file]) => /\.[jt]sx$/.test(file))
        .flatMap(([file, text]) => indexSource(text, file).map((entry) => entry.codebaseId)),
    );
    for (const id of newIds) expect(ids.has(id), id).toBe(true);
  });
});
