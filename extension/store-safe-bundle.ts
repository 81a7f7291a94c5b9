// Store reviewers' linters (Mozilla's addons-linter) flag code that turns strings into code or HTML. The extension
// never does either, but two libraries ship code paths that could: this Vite plugin cuts them out of the bundle at
// build time, and fails the build when a library update moves them, so a changed library is looked at, not missed.
import type { Plugin } from "vite";

type Cut = { file: RegExp; code: string; becomes: string; times: number };

const cuts: Cut[] = [
  {
    // zod probes `new Function("")` to decide whether to compile its parsers from generated source, and compiles
    // with the same constructor. Extension pages forbid eval (MV3's content security policy), so the probe already
    // fails there and zod parses without generated code: this gives the same answer without the probe.
    file: /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/](util|doc|compile)\.js$/,
    code: "const F = Function;",
    becomes:
      'const F = function () { throw new EvalError("The Hookline extension evaluates no code from strings."); };',
    times: 1,
  },
  {
    // React sets innerHTML for dangerouslySetInnerHTML and nothing else; the extension's components never use it.
    file: /[\\/]node_modules[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/,
    code: "(domElement.innerHTML = key)",
    becomes: '(function () { throw Error("dangerouslySetInnerHTML is turned off in the Hookline extension."); })()',
    times: 2,
  },
];

export function storeSafeBundle(): Plugin {
  return {
    name: "hookline:store-safe-bundle",
    enforce: "pre",
    transform(source, id) {
      const cut = cuts.find((candidate) => candidate.file.test(id.split("?")[0] ?? id));
      if (!cut) return null;
      const found = source.split(cut.code).length - 1;
      if (found !== cut.times) {
        this.error(
          `${id}: expected ${cut.times} × ${JSON.stringify(cut.code)}, found ${found}. The library changed: update extension/store-safe-bundle.ts.`,
        );
      }
      return { code: source.replaceAll(cut.code, cut.becomes), map: null };
    },
  };
}
