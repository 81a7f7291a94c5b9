// npm run bench:editor — how long the mutation engine takes to apply an editText and an updateClasses to a
// 500-line component (parse, resolve the reference, edit, print), and an editText whose text comes from page data
// (a list in a content module, mapped by the component): p50 and p95 over 200 runs each, after warm-up.
// Target: p50 under 50 ms.
import { applyMutation } from "../lib/editor/mutate/index.ts";
import { indexSource } from "../lib/editor/source/index-file.ts";

const file = "components/long-page.tsx";

/** A landing page of 500 lines: 45 sections of headings, text, lists and buttons, like a real marketing page. */
function longComponent(): string {
  const lines = [
    'import Link from "next/link";',
    "",
    "export default function LongPage() {",
    "  return (",
    '    <main className="mx-auto max-w-5xl px-4">',
  ];
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
/** Page data: 45 features in a content module, and a component that maps them to headings. */
const dataFile = "content/pages/features.ts";
const dataSource = `export const features = [\n${Array.from({ length: 45 }, (_, index) => `  { id: "feature-${index}", title: "Feature ${index}", summary: "What feature ${index} does for you." },`).join("\n")}\n];\n`;
const listFile = "components/feature-list.tsx";
const listSource = [
  'import { features } from "@/content/pages/features";',
  "",
  "export function FeatureList() {",
  "  return (",
  '    <ul className="grid gap-4">',
  "      {features.map((feature) => (",
  "        <li key={feature.id}>",
  '          <h3 className="font-semibold">{feature.title}</h3>',
  "          <p>{feature.summary}</p>",
  "        </li>",
  "      ))}",
  "    </ul>",
  "  );",
  "}",
  "",
].join("\n");
const listHeading = indexSource(listSource, listFile).find((entry) => entry.tagName === "h3");
if (!listHeading) throw new Error("no <h3> in the feature list");
const sources = new Map([
  [file, source],
  [dataFile, dataSource],
  [listFile, listSource],
]);
const read = (path: string) => sources.get(path) ?? null;
const paragraph = middle("p");
const heading = middle("h2");
const sectionNumber = Math.floor(entries.filter((entry) => entry.tagName === "p").length / 2);

type Case = { op: "editText" | "updateClasses"; body: unknown; writes: string };
const cases: Record<string, Case> = {
  editText: {
    op: "editText",
    body: {
      element: paragraph,
      oldText: `Hooks that land, number ${sectionNumber}: write the first line people stop for.`,
      newText: "A sharper first line.",
    },
    writes: file,
  },
  updateClasses: {
    op: "updateClasses",
    body: {
      reactElement: heading,
      oldClasses: "text-3xl font-bold tracking-tight",
      newClasses: "text-4xl font-extrabold tracking-tight",
    },
    writes: file,
  },
  "editText (data)": {
    op: "editText",
    body: {
      element: {
        codebaseId: listHeading.codebaseId,
        filePath: listFile,
        line: listHeading.line,
        column: listHeading.column,
      },
      oldText: "Feature 22",
      newText: "Feature twenty-two",
    },
    writes: dataFile,
  },
};

function measure({ op, body, writes }: Case, runs: number): number[] {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    const { files } = applyMutation(op, body, read, () => [file, listFile]);
    times.push(performance.now() - start);
    if (!files.has(writes)) throw new Error(`${op} did not change ${writes}`);
  }
  return times.sort((a, b) => a - b);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

console.log(`file: ${file}, ${source.split("\n").length} lines, ${entries.length} JSX elements`);
for (const [name, change] of Object.entries(cases)) {
  measure(change, 20);
  const times = measure(change, 200);
  const p50 = percentile(times, 50);
  console.log(
    `${name.padEnd(16)} p50 ${p50.toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms  ${p50 < 50 ? "within" : "OVER"} the 50 ms target`,
  );
}
