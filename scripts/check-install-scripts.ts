// Fails when an installed dependency has an install script (preinstall, install, postinstall, or a binding.gyp)
// that package.json's allowScripts has not reviewed: a new dependency's script gets a decision before it runs
// (npm 12 refuses unreviewed install scripts). Run after `npm install`:
//   node --no-warnings=ExperimentalWarning scripts/check-install-scripts.ts [checkout]
import path from "node:path";

import { checkInstallScripts } from "./lib/install-scripts.ts";

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, ".."));
try {
  const { ok, report } = checkInstallScripts(root);
  if (ok) {
    console.log(`check-install-scripts: ${report}`);
  } else {
    console.error(`check-install-scripts: ${report}`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`check-install-scripts: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
