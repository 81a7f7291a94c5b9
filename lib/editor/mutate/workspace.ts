// The files one change reads and writes. Ops parse files through it, resolve references against the source as it
// was when the change began, and leave their edits here; nothing reaches disk unless the whole change succeeds.
import type { File, Node } from "@babel/types";
import MagicString from "magic-string";

import { AppError } from "../../app-error.ts";
import { forbiddenPathMessage, isEditableFile } from "../source/editable-files.ts";
import { collectElements, type SourceElement } from "../source/elements.ts";
import { originalOffsets, parsedTextOf, parseSource, printSource } from "../source/parse.ts";
import type { ProjectFiles } from "../source/project-files.ts";
import { refuse } from "../source/refuse.ts";
import type { ElementReference } from "./schemas.ts";

/** Reads a file by its path relative to the editor root: its text, or null when it does not exist. */
export type SourceReader = (relativePath: string) => string | null;

type Parsed = { ast: File; elements: SourceElement[] };

export const staleReferenceMessage =
  "This element has changed in the source since the editor loaded it. Reload the page and try again.";

export class Workspace {
  private readonly parsed = new Map<string, Parsed>();
  private readonly texts = new Map<string, string | null>();
  private readonly edited = new Set<string>();
  private readonly written = new Map<string, string>();
  private readonly splices = new Map<string, MagicString>();
  /** What the owner should be told about a change that succeeded (something it had to leave out, say). */
  readonly notices: string[] = [];
  private readonly offsetMaps = new Map<string, (offset: number) => number>();

  private readonly read: SourceReader;
  private readonly listComponents: () => readonly string[];

  /** `componentFiles` lists the project's component files, where a text's origin is looked for through props. */
  constructor(read: SourceReader, componentFiles: () => readonly string[] = () => []) {
    this.read = read;
    this.listComponents = componentFiles;
  }

  /** The project as this change reads it, for tracing where a text comes from (files that do not parse are skipped). */
  project(): ProjectFiles {
    return {
      ast: (path) => orNull(() => (this.text(path) === null ? null : this.ast(path))),
      text: (path) => orNull(() => this.text(path)),
      componentFiles: this.listComponents,
    };
  }

  /** The file's current text (with this change's raw writes applied); null when it does not exist. */
  text(path: string): string | null {
    if (this.written.has(path)) return this.written.get(path) ?? null;
    return this.original(path);
  }

  /** The file as it was before this change, read once. */
  private original(path: string): string | null {
    if (!this.texts.has(path)) this.texts.set(path, this.read(path));
    return this.texts.get(path) ?? null;
  }

  /** Tree offsets to offsets of the original text (tabs and line ends as the file has them), mapped once per file. */
  private toOriginal(path: string): (offset: number) => number {
    const existing = this.offsetMaps.get(path);
    if (existing) return existing;
    const map = originalOffsets(this.ast(path), this.original(path) ?? "");
    this.offsetMaps.set(path, map);
    return map;
  }

  private parse(path: string): Parsed {
    const existing = this.parsed.get(path);
    if (existing) return existing;
    const source = this.text(path);
    if (source === null) throw new AppError("not_found", `${path} does not exist.`);
    const ast = parseSource(source, path);
    const parsed = { ast, elements: collectElements(ast, path) };
    this.parsed.set(path, parsed);
    return parsed;
  }

  /** The text the tree's offsets point into: the file with leading tabs expanded and "\n" line ends. */
  parsedText(path: string): string {
    return parsedTextOf(this.ast(path)) ?? this.text(path) ?? "";
  }

  /** The original text between two tree offsets (tabs and line ends as the file has them). */
  originalSlice(path: string, start: number, end: number): string {
    const toOriginal = this.toOriginal(path);
    return (this.original(path) ?? "").slice(toOriginal(start), toOriginal(end));
  }

  ast(path: string): File {
    return this.parse(path).ast;
  }

  /** The element a reference names, checked against the source: same id, same place, same tag. */
  resolve(reference: ElementReference): SourceElement {
    // Other files are read to learn where a text comes from; elements are changed only where the editor may write.
    if (!isEditableFile(reference.filePath)) throw new AppError("forbidden", forbiddenPathMessage);
    const { elements } = this.parse(reference.filePath);
    const element = elements.find((candidate) => candidate.codebaseId === reference.codebaseId);
    const start = element?.node.loc?.start;
    if (!element || !start || start.line !== reference.line || start.column !== reference.column) {
      throw new AppError("conflict", staleReferenceMessage);
    }
    if (reference.tagName !== undefined && reference.tagName !== element.tagName)
      throw new AppError("conflict", staleReferenceMessage);
    return element;
  }

  /** Marks a parsed file as edited: it is printed by recast, which keeps untouched code as it was. */
  touch(path: string): void {
    if (this.splices.has(path) || this.written.has(path)) refuse(`${path} is changed twice by one change.`);
    this.parse(path);
    this.edited.add(path);
  }

  /** Replaces or creates a file's whole text (stylesheets, new files). */
  writeText(path: string, text: string): void {
    if (this.edited.has(path) || this.splices.has(path)) refuse(`${path} is changed twice by one change.`);
    this.written.set(path, text);
  }

  /**
   * Replaces a range of the original text as is. For text whose own line breaks matter (a JSX text child),
   * where recast would re-indent a reprinted node.
   */
  splice(path: string, start: number, end: number, text: string): void {
    if (this.edited.has(path) || this.written.has(path)) refuse(`${path} is changed twice by one change.`);
    const source = this.text(path);
    if (source === null) throw new AppError("not_found", `${path} does not exist.`);
    const edits = this.splices.get(path) ?? new MagicString(source);
    // Offsets come from the tree, which was parsed from a copy with tabs expanded and "\n" line ends.
    const toOriginal = this.toOriginal(path);
    if (start === end) edits.appendLeft(toOriginal(start), text);
    else edits.overwrite(toOriginal(start), toOriginal(end), text);
    this.splices.set(path, edits);
  }

  /** The codebase id a node has in the edited tree (ids follow structure, so they are read after the edit). */
  idOf(path: string, node: Node): string {
    const found = collectElements(this.ast(path), path).find((element) => element.node === node);
    if (!found) throw new Error(`the node is not a JSX element of ${path}`);
    return found.codebaseId;
  }

  /** Every file whose text differs from what was read, with its new text. */
  /** The files this change would write, each with its text before (null: it did not exist) and after. */
  output(): Map<string, { before: string | null; after: string }> {
    const files = new Map<string, string>();
    for (const path of this.edited) files.set(path, printSource(this.ast(path), this.text(path) ?? ""));
    for (const [path, text] of this.written) files.set(path, text);
    for (const [path, edits] of this.splices) files.set(path, edits.toString());
    const changed = new Map<string, { before: string | null; after: string }>();
    for (const [path, after] of files) {
      const before = this.original(path);
      if (before !== after) changed.set(path, { before, after });
    }
    return changed;
  }
}

/** A file the workspace refuses to read or parse is, to the tracer, a file it cannot follow. */
function orNull<T>(read: () => T | null): T | null {
  try {
    return read();
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}
