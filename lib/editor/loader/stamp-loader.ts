// The Turbopack loader (next.config.ts registers it in development while the editor is on): stamps codebase ids
// on the JSX of app/ and components/ and writes the side index. Runs in Node, outside the app's bundles.
import path from "node:path";

import { AppError } from "../../app-error.ts";
import { writeSideIndex } from "../source/side-index-file.ts";
import { stampSource } from "../source/stamp.ts";

type LoaderContext = {
  resourcePath: string;
  getOptions(): { root?: string };
  async(): (error: Error | null, code?: string, map?: string) => void;
};

export default function stampLoader(this: LoaderContext, source: string): void {
  const callback = this.async();
  const root = this.getOptions().root ?? process.cwd();
  const relative = path.relative(root, this.resourcePath).split(path.sep).join("/");
  if (!/^(app|components)\/.*\.[jt]sx$/.test(relative)) {
    callback(null, source);
    return;
  }
  try {
    const { code, map, entries } = stampSource(source, relative);
    writeSideIndex(root, relative, source, entries);
    callback(null, code, map.toString());
  } catch (error) {
    // A file the editor cannot read (one that does not parse, above all) is left to the compiler as written: it
    // reports a syntax error properly, once, where a loader error would only say that the loader failed.
    if (error instanceof SyntaxError || (error instanceof AppError && error.code === "invalid_input"))
      callback(null, source);
    else callback(error instanceof Error ? error : new Error(String(error)));
  }
}
