// node scripts/run-stages.ts <lane>… — runs npm scripts side by side: each argument is a lane of comma-separated
// scripts run in order, and the lanes run at once. `npm test` uses it for stages that each keep one core busy (this
// machine has two), e.g. `lint typecheck,ext:lint`. Each stage's output is printed whole when it ends; the run fails,
// naming the failed stages, when any stage fails.
import { forwardSignals, parseLanes, runLanes } from "./lib/stages.ts";

const lanes = parseLanes(process.argv.slice(2));
forwardSignals();
const started = performance.now();
const results = await runLanes(lanes);
const failed = results.filter((result) => result.code !== 0).map((result) => result.name);
const skipped = lanes.flat().filter((name) => !results.some((result) => result.name === name));
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (failed.length > 0) {
  console.error(
    `\nrun-stages: ${failed.join(", ")} failed${skipped.length ? `; not run: ${skipped.join(", ")}` : ""} (${seconds} s)`,
  );
  process.exit(1);
}
console.log(`\nrun-stages: ${results.map((result) => result.name).join(", ")} passed in ${seconds} s`);
