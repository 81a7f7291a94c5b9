// Prints the edges between lib/'s domains (folders) and the pairs that import each other, read from the same
// dependency-cruiser configuration npm run lint checks, so a change in direction can be quoted before and after.
// Usage: npm run deps:edges [-- --imports]   (--imports lists the file imports behind each two-way pair)
import { cruise } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";

import { domainEdges, twoWayPairs } from "./lib/domain-edges.ts";

const showImports = process.argv.includes("--imports");
const options = await extractDepcruiseOptions("./.dependency-cruiser.cjs");
const tsConfig = extractTSConfig("tsconfig.json");
const { output } = await cruise(["lib"], { ...options, validate: false }, {}, { tsConfig });
if (typeof output === "string") throw new Error("dependency-cruiser answered with text instead of a result");

const edges = domainEdges(output.modules);
const pairs = twoWayPairs(edges);
const domains = new Set(edges.flatMap(({ from, to }) => [from, to]));

console.log(`Domain edges in lib/ (importer → imported, file imports):`);
for (const { from, to, imports } of edges) console.log(`  ${from} → ${to} (${imports.length})`);
console.log(`\nTwo-way pairs:${pairs.length ? "" : " none"}`);
for (const [there, back] of pairs) {
  console.log(`  ${there.from} ↔ ${there.to} (${there.imports.length} / ${back.imports.length})`);
  if (showImports) for (const line of [...there.imports, ...back.imports]) console.log(`      ${line}`);
}
console.log(`\n${domains.size} domains, ${edges.length} edges, ${pairs.length} two-way pairs`);
