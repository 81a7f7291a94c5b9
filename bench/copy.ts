// npm run bench:copy — what the copy does with its brief, over the fixed corpus of the property suite
// (tests/support/copy-corpus.ts), written by the offline writer: the share of variants that use every key point, the
// share with an unfilled placeholder, the share that state the brief's offer, Google ads within Google's minimums,
// A/B pairs that repeat the same lines, better-variant marks on a variant with a placeholder or a missing point, and
// the mean score by content type. It measures; the property suite (lib/generator/copy-properties.test.ts) asserts.
import path from "node:path";
import { createJiti } from "jiti";

const root = path.join(import.meta.dirname, "..");
// lib/ is written for Next's resolver (extensionless imports, `server-only`); jiti loads it the same way.
const jiti = createJiti(import.meta.url, {
  alias: { "@": root, "server-only": path.join(root, "tests", "support", "empty-module.ts") },
});
const { copyCorpus } = await jiti.import<typeof import("../tests/support/copy-corpus.ts")>(
  path.join(root, "tests/support/copy-corpus.ts"),
);
const { runOffline, sameLines } = await jiti.import<typeof import("../tests/support/copy-pipeline.ts")>(
  path.join(root, "tests/support/copy-pipeline.ts"),
);

const share = (part: number, whole: number) => (whole === 0 ? "n/a" : `${((part / whole) * 100).toFixed(1)}%`);
const results = copyCorpus.map((brief) => ({ brief, result: runOffline(brief.form) }));
const variants = results.flatMap(({ brief, result }) => result.variants.map((variant) => ({ brief, variant })));

const withAllPoints = variants.filter(({ variant }) => variant.missing.length === 0).length;
const missingPoints = variants.filter(({ variant }) => variant.missing.length > 0);
const unreported = missingPoints.filter(
  ({ variant }) => !variant.score.checks.some((item) => item.id === "keyPoints" && !item.pass),
).length;
const placeholderAboveCap = variants.filter(
  ({ variant }) => variant.placeholders.length > 0 && variant.score.score > 60,
).length;
const withPlaceholder = variants.filter(({ variant }) => variant.placeholders.length > 0).length;
const offered = variants.filter(({ variant }) => variant.offer !== null);
const withOffer = offered.filter(({ variant }) => variant.offer).length;
const google = variants.filter(({ variant }) => variant.rsa !== null);
const googleOk = google.filter(({ variant }) => variant.rsa?.problems.length === 0).length;
const pairs = results.filter(({ result }) => result.variants.length === 2);
const repeated = pairs.filter(({ result }) =>
  sameLines(result.variants[0]?.text ?? "", result.variants[1]?.text ?? ""),
);
const marked = results.filter(({ result }) => result.better !== null);
const wronglyMarked = marked.filter(({ result }) => {
  const best = result.variants[result.better ?? 0];
  return best !== undefined && (best.placeholders.length > 0 || best.missing.length > 0);
});
const overLimit = results.filter(({ result }) => result.overLimit.length > 0).length;
const shortened = results.filter(
  ({ result }) => result.tightened.removed.length > 0 || result.tightened.dropped.length > 0,
).length;

console.log(`bench:copy — ${results.length} briefs, ${variants.length} variants (offline writer)`);
console.log(
  `  every key point used:        ${share(withAllPoints, variants.length)} (${withAllPoints}/${variants.length})`,
);
console.log(
  `  unfilled placeholder:        ${share(withPlaceholder, variants.length)} (${withPlaceholder}/${variants.length})`,
);
console.log(`  missing point unreported:    ${unreported} of ${missingPoints.length} variants missing one`);
console.log(`  placeholder scored above 60: ${placeholderAboveCap}`);
console.log(`  states the brief's offer:    ${share(withOffer, offered.length)} (${withOffer}/${offered.length})`);
console.log(`  Google ads within minimums:  ${share(googleOk, google.length)} (${googleOk}/${google.length})`);
console.log(
  `  A/B pairs repeating lines:   ${share(repeated.length, pairs.length)} (${repeated.length}/${pairs.length})`,
);
console.log(`  better mark on a flawed one: ${wronglyMarked.length} of ${marked.length} marks`);
console.log(
  `  shortened to fit:            ${shortened} of ${results.length} briefs; still over a hard limit: ${overLimit}`,
);
console.log("  mean score by content type:");
const types = [...new Set(variants.map(({ brief }) => String(brief.form.contentType)))];
for (const type of types) {
  const scores = variants
    .filter(({ brief }) => brief.form.contentType === type)
    .map(({ variant }) => variant.score.score);
  const mean = scores.reduce((sum, score) => sum + score, 0) / scores.length;
  console.log(`    ${type.padEnd(8)} ${mean.toFixed(1)} (${scores.length} variants)`);
}
