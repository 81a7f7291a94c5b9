// Summarises a V8 CPU profile (`node --cpu-prof` writes one as JSON when the process exits): where the busy time
// went, by function, self time only, so the benches can say what a server spends its time on.
import path from "node:path";

/** The part of a .cpuprofile read here. */
export type CpuProfile = {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
};

export type SelfTime = { name: string; where: string; ms: number; share: number };

export type ProfileSummary = { busyMs: number; idleMs: number; top: SelfTime[]; byArea: SelfTime[] };

const idle = "(idle)";

/** node_modules/<pkg>/… as "<pkg>/…", node's own modules as "node:…", and the repository's files relative to it. */
export function shortLocation(url: string, root: string): string {
  if (url === "") return "";
  const file = url.startsWith("file://") ? new URL(url).pathname : url;
  const packaged = file.lastIndexOf("/node_modules/");
  if (packaged !== -1) return file.slice(packaged + "/node_modules/".length);
  if (file.startsWith("node:")) return file;
  return path.isAbsolute(file) ? path.relative(root, file) : file;
}

/** What a location belongs to: next's compiled package, another package, node itself, or the repository. */
export function areaOf(location: string, name: string): string {
  if (location === "") return name.startsWith("(") ? name : "(native)";
  if (location.startsWith("node:")) return location.split("/").slice(0, 2).join("/");
  const compiled = /^next\/dist\/compiled\/([^/]+)/.exec(location);
  if (compiled) return `next/compiled/${compiled[1]}`;
  const next = /^next\/dist\/([^/]+)/.exec(location);
  if (next) return `next/${next[1]}`;
  const scoped = /^(@[^/]+\/[^/]+)/.exec(location);
  if (scoped) return scoped[1]!;
  if (!location.startsWith(".") && !location.startsWith("/") && location.includes("/")) {
    const [first, second] = location.split("/");
    if (first === ".next") return `.next/${second}`;
    return first === "scripts" || first === "lib" ? location : first!;
  }
  return location;
}

function ranked(totals: Map<string, { name: string; where: string; ms: number }>, busyMs: number, limit: number) {
  return [...totals.values()]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, limit)
    .map((entry) => ({ ...entry, share: busyMs === 0 ? 0 : entry.ms / busyMs }));
}

/** The functions with the most self time, and the same time summed by area; shares are of the busy (not idle) time. */
export function summariseProfile(profile: CpuProfile, root: string, limit = 15): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const selfUs = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  // Each sample's time is the delta that follows it: the time until the next sample was taken.
  for (let index = 0; index < samples.length; index += 1) {
    const id = samples[index]!;
    selfUs.set(id, (selfUs.get(id) ?? 0) + Math.max(0, deltas[index + 1] ?? 0));
  }
  const functions = new Map<string, { name: string; where: string; ms: number }>();
  const areas = new Map<string, { name: string; where: string; ms: number }>();
  let idleMs = 0;
  let busyMs = 0;
  for (const [id, us] of selfUs) {
    const frame = byId.get(id);
    if (!frame) continue;
    const ms = us / 1000;
    const name = frame.functionName || "(anonymous)";
    if (name === idle) {
      idleMs += ms;
      continue;
    }
    busyMs += ms;
    const location = shortLocation(frame.url, root);
    const where = location === "" ? "" : `${location}:${frame.lineNumber + 1}`;
    const key = `${name} ${where}`;
    const entry = functions.get(key) ?? { name, where, ms: 0 };
    entry.ms += ms;
    functions.set(key, entry);
    const area = areaOf(location, name);
    const sum = areas.get(area) ?? { name: area, where: "", ms: 0 };
    sum.ms += ms;
    areas.set(area, sum);
  }
  return { busyMs, idleMs, top: ranked(functions, busyMs, limit), byArea: ranked(areas, busyMs, limit) };
}

/** The summary as lines of text: share, milliseconds, function and where it is. */
export function formatSummary(summary: ProfileSummary): string[] {
  const line = (entry: SelfTime) =>
    `${`${(entry.share * 100).toFixed(1)}%`.padStart(7)} ${`${entry.ms.toFixed(0)} ms`.padStart(9)}  ${entry.name}${entry.where ? `  ${entry.where}` : ""}`;
  return [
    `busy ${summary.busyMs.toFixed(0)} ms, idle ${summary.idleMs.toFixed(0)} ms`,
    "self time by function:",
    ...summary.top.map(line),
    "self time by area:",
    ...summary.byArea.map(line),
  ];
}
