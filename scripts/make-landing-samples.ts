// npm run landing:samples — writes lib/marketing/landing-samples.json: the briefs of the landing page's
// "how it works" cards (lib/marketing/landing-samples.ts) and the copy the offline writer answers for them. Run it
// after changing the briefs or the offline writer; lib/marketing/landing-samples.test.ts fails until then.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { createJiti } from "jiti";

// lib/ is written for Next's resolver (extensionless imports); jiti loads it the same way.
const jiti = createJiti(import.meta.url);
const { writeLandingSamples } = await jiti.import<typeof import("../lib/marketing/landing-samples.ts")>(
  "../lib/marketing/landing-samples.ts",
);

const file = path.join(import.meta.dirname, "..", "lib", "marketing", "landing-samples.json");
const samples = await writeLandingSamples();
writeFileSync(file, `${JSON.stringify(samples, null, 2)}\n`);
console.log(`Wrote ${samples.length} samples to ${path.relative(process.cwd(), file)}`);
