// Prints the edges between folders and the pairs that import each other, read from the same dependency-cruiser
// configuration npm run lint checks, so a change in direction can be quoted before and after: lib/'s domains, the
// sub-folders of each domain, components/'s and app/'s folders (scripts/lib/domain-edges.ts says how it folds).
// Usage: npm run deps:edges [-- --imports]   (--imports lists the file imports behind each two-way pair)
//        node scripts/domain-edges.ts --check  (npm run lint: prints only the two-way pairs, and fails if there is one)
import { cruise } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";

import { areas, domainEdges, twoWayPairs } from "./lib/domain-edges.ts";

const check = process.argv.includes("--check");
const showImports = check || process.argv.includes("--imports");
const options = await extractDepcruiseOptions("./.dependency-cruiser.cjs");
const tsConfig = extractTSConfig("tsconfig.json");
const { output } = await cruise(["lib", "components", "app"], { ...options, validate: false }, {}, { tsConfig });
if (typeof output === "string") throw new Error("dependency-cruiser answered with text instead of a result");

let pairCount = 0;
for (const { name, fold } of areas) {
  const edges = domainEdges(output.modules, fold);
  const pairs = twoWayPairs(edges);
  pairCount += pairs.length;
  const units = new Set(edges.flatMap(({ from, to }) => [from, to]));
  if (check && pairs.length === 0) continue;
  if (!check) {
    console.log(`Edges between ${name} (importer → imported, file imports):`);
    for (const { from, to, imports } of edges) console.log(`  ${from} → ${to} (${imports.length})`);
  }
  console.log(`${check ? "" : "\n"}Two-way pairs between ${name}:${pairs.length ? "" : " none"}`);
  for (const [there, back] of pairs) {
    console.log(`  ${there.from} ↔ ${there.to} (${there.imports.length} / ${back.imports.length})`);
    if (showImports) for (const line of [...there.imports, ...back.imports]) console.log(`      ${line}`);
  }
  if (!check) console.log(`\n${units.size} ${name}, ${edges.length} edges, ${pairs.length} two-way pairs\n`);
}
if (check && pairCount > 0) {
  console.error(
    `\n${pairCount} two-way folder pair(s): two folders that import each other are one piece in two places; move the shared part to where both can import it one way.`,
  );
  process.exit(1);
}
