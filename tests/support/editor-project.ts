// A fresh copy of tests/fixtures/editor-project for each test of a file, to serve as EDITOR_ROOT; the editor's
// variables are cleared after the file.
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach } from "vitest";

const fixture = path.join(import.meta.dirname, "..", "fixtures", "editor-project");
const editorVariables = ["EDITOR_ENABLED", "EDITOR_OWNER_EMAILS", "EDITOR_ROOT"];

export type EditorProjectCopy = { readonly root: string; read(file: string): string };

/** A file of the fixture project as it is checked in. */
export function fixtureText(file: string): string {
  return readFileSync(path.join(fixture, file), "utf8");
}

/** Call at the top of a test file, before the hooks that use `root`. */
export function temporaryEditorProject(label: string): EditorProjectCopy {
  let root = "";
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), `hookline-${label}-`));
  });
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
    for (const key of editorVariables) delete process.env[key];
  });
  beforeEach(() => {
    rmSync(root, { recursive: true, force: true });
    cpSync(fixture, root, { recursive: true });
  });
  return {
    get root() {
      return root;
    },
    read: (file) => readFileSync(path.join(root, file), "utf8"),
  };
}
