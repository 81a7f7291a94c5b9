// Importing a component into the file an element is added to.
import { parse } from "@babel/parser";
import * as t from "@babel/types";

/** Whether the file's top level defines or (as a value) imports `name`. */
export function isBound(ast: t.File, name: string): boolean {
  return ast.program.body.some((statement) => declares(statement, name));
}

function declares(statement: t.Statement, name: string): boolean {
  if (statement.type === "ImportDeclaration") {
    if (statement.importKind === "type") return false;
    return statement.specifiers.some(
      (specifier) =>
        specifier.local.name === name && !(specifier.type === "ImportSpecifier" && specifier.importKind === "type"),
    );
  }
  const declaration =
    statement.type === "ExportNamedDeclaration" || statement.type === "ExportDefaultDeclaration"
      ? statement.declaration
      : statement;
  if (!declaration) return false;
  if (declaration.type === "FunctionDeclaration" || declaration.type === "ClassDeclaration")
    return declaration.id?.name === name;
  if (declaration.type === "VariableDeclaration")
    return declaration.declarations.some(
      (declarator) => declarator.id.type === "Identifier" && declarator.id.name === name,
    );
  return false;
}

/**
 * Adds `name` to an existing import of `source` (an edit of the tree) and says whether it could. When not, the
 * caller adds a line with withImportLine: recast would print the whole file again to add a statement, rewriting
 * its directives ('use client';;) and blank lines, so the line is added to the printed text instead.
 */
export function addToExistingImport(ast: t.File, name: string, source: string): boolean {
  const existing = ast.program.body.find(
    (statement): statement is t.ImportDeclaration =>
      statement.type === "ImportDeclaration" &&
      statement.source.value === source &&
      statement.importKind !== "type" &&
      !statement.specifiers.some((specifier) => specifier.type === "ImportNamespaceSpecifier"),
  );
  existing?.specifiers.push(t.importSpecifier(t.identifier(name), t.identifier(name)));
  return existing !== undefined;
}

/** The printed file with `import { name } from "source"` (a specifier without quotes or spaces) after its last import (or above its first statement). */
export function withImportLine(code: string, fileName: string, name: string, source: string): string {
  // Babel directly: offsets from recast's parse index its copy of the text (tabs expanded), not `code`.
  const { program } = parse(code, {
    sourceType: "module",
    plugins: fileName.endsWith(".tsx") ? ["jsx", "typescript"] : ["jsx"],
  });
  const last = program.body.filter((statement) => statement.type === "ImportDeclaration").at(-1);
  // Written like the file's last import: same quotes, and a semicolon when it has one.
  const raw = last?.source.extra?.raw;
  const quote = typeof raw === "string" && raw.startsWith("'") ? "'" : '"';
  const semicolon = last && !code.slice(last.start ?? 0, last.end ?? 0).endsWith(";") ? "" : ";";
  const line = `import { ${name} } from ${quote}${source}${quote}${semicolon}`;
  if (last?.end != null) {
    const lineEnd = code.indexOf("\n", last.end);
    const at = lineEnd < 0 ? code.length : lineEnd;
    return `${code.slice(0, at)}\n${line}${code.slice(at)}`;
  }
  const first = program.body[0];
  const start = Math.min(
    first?.start ?? code.length,
    ...(first?.leadingComments ?? []).map((comment) => comment.start ?? code.length),
  );
  return `${code.slice(0, start)}${line}\n\n${code.slice(start)}`;
}
