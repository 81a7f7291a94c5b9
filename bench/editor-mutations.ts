// npm run bench:editor — how long the mutation engine takes to apply an editText and an updateClasses to a
// 500-line component (parse, resolve the reference, edit, print): p50 and p95 over 200 runs each, after warm-up.
// Target (issue 10): p50 under 50 ms.
import { applyMutation } from "../lib/editor/mutate/index.ts";
import { indexSource } from "../lib/editor/source/index-file.ts";

const file = "components/long-page.tsx";

/** A landing page of 500 lines: 45 sections of headings, text, lists and buttons, like a real marketing page. */
function longComponent(): string {
  const lines = ['import Link from "next/link";', "", "export default function LongPage() {", "  return (", '    <main className="mx-auto max-w-5xl px-4">'];
  let section = 0;
  while (lines.length < 490) {
    lines.push(
      `      <section id="section-${section}" className="py-16 md:py-24">`,
      `        <h2 className="text-3xl font-bold tracking-tight">Section ${section}</h2>`,
      '        <p className="mt-4 text-lg text-muted-foreground">',
      `          Hooks that land, number ${section}: write the first line people stop for.`,
      "        </p>",
      '        <ul className="mt-6 grid gap-3 sm:grid-cols-2">',
      `          <li className="rounded-lg border p-4">Idea ${section}.1</li>`,
      `          <li className="rounded-lg border p-4">Idea ${section}.2</li>`,
      "        </ul>",
      `        <Link href="/sign-up" className="mt-8 inline-flex rounded-md bg-primary px-4 py-2">Start ${section}</Link>`,
      "      </section>",
    );
    section += 1;
  }
  lines.push("    </main>", "  );", "}", "");
  return lines.join("\n");
}

const source = longComponent();
const entries = indexSource(source, file);
const middle = (tag: string) => {
  const matching = entries.filter((entry) => entry.tagName === tag);
  const entry = matching[Math.floor(matching.length / 2)];
  if (!entry) throw new Error(`no <${tag}>`);
  return { codebaseId: entry.codebaseId, filePath: file, line: entry.line, column: entry.column };
};
const read = (path: string) => (path === file ? source : null);
const paragraph = middle("p");
const heading = middle("h2");
const sectionNumber = Math.floor(entries.filter((entry) => entry.tagName === "p").length / 2);

const changes = {
  editText: { element: paragraph, oldText: `Hooks that land, number ${sectionNumber}: write the first line people stop for.`, newText: "A sharper first line." },
  updateClasses: { reactElement: heading, oldClasses: "text-3xl font-bold tracking-tight", newClasses: "text-4xl font-extrabold tracking-tight" },
} as const;

function measure(op: keyof typeof changes, runs: number): number[] {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    const { files } = applyMutation(op, changes[op], read);
    times.push(performance.now() - start);
    if (!files.has(file)) throw new Error(`${op} changed nothing`);
  }
  return times.sort((a, b) => a - b);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

console.log(`file: ${file}, ${source.split("\n").length} lines, ${entries.length} JSX elements`);
for (const op of Object.keys(changes) as (keyof typeof changes)[]) {
  measure(op, 20);
  const times = measure(op, 200);
  const p50 = percentile(times, 50);
  console.log(`${op.padEnd(14)} p50 ${p50.toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms  ${p50 < 50 ? "within" : "OVER"} the 50 ms target`);
}
