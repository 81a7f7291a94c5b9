// Folds a file-level dependency graph into folders so a change in direction shows as an edge, and a pair of folders
// importing each other shows as a two-way pair: lib/ into its domains (top-level folders; lib/editor's sub-folders
// count on their own, as the editor is several layers in one folder), each lib/ domain into its sub-folders,
// components/ and app/ into their top-level folders. No area may hold a two-way pair (`npm run lint` checks).

export interface CruisedModule {
  source: string;
  dependencies: { resolved: string }[];
}

export interface DomainEdge {
  from: string;
  to: string;
  /** File-level imports folded into this edge, as "importer → imported". */
  imports: string[];
}

/** The domain a file of lib/ belongs to (`billing`, `editor/mutate`, `env` for lib/env.ts), or null outside lib/. */
export function domainOf(file: string): string | null {
  const parts = file.split("/");
  if (parts[0] !== "lib" || parts.length < 2) return null;
  if (parts.length === 2) return parts[1]!.replace(/\..*$/, "");
  if (parts[1] === "editor" && parts.length > 3) return `editor/${parts[2]}`;
  return parts[1]!;
}

/** The unit a file is folded into, or null to leave the file out. */
export type Fold = (file: string) => string | null;

/**
 * The sub-folder of a lib/ domain a file belongs to (`generator/providers`), so two sub-folders of one domain that
 * import each other show as a pair. Null for the root files of lib/ and of its domains (a domain's root files are its
 * entry points and shared parts, which its sub-folders may import while they import the sub-folders), and outside lib/.
 */
export function libSubFolderOf(file: string): string | null {
  const parts = file.split("/");
  return parts[0] === "lib" && parts.length > 3 ? `${parts[1]}/${parts[2]}` : null;
}

/** The top-level folder of an area a file belongs to (`components/billing`), or null outside it or at its root. */
export const topFolderIn =
  (area: string): Fold =>
  (file) => {
    const parts = file.split("/");
    return parts[0] === area && parts.length > 2 ? `${area}/${parts[1]}` : null;
  };

/** One way of folding the graph, as `npm run deps:edges` prints it and `npm run lint` checks it. */
export interface Area {
  name: string;
  fold: Fold;
}

export const areas: Area[] = [
  { name: "lib/ domains", fold: domainOf },
  { name: "lib/ sub-folders", fold: libSubFolderOf },
  { name: "components/ folders", fold: topFolderIn("components") },
  { name: "app/ folders", fold: topFolderIn("app") },
];

/** Edges between different units of a fold (lib/'s domains unless told), sorted by `from` then `to`. */
export function domainEdges(modules: CruisedModule[], fold: Fold = domainOf): DomainEdge[] {
  const edges = new Map<string, DomainEdge>();
  for (const cruised of modules) {
    const from = fold(cruised.source);
    if (!from) continue;
    for (const { resolved } of cruised.dependencies) {
      const to = fold(resolved);
      if (!to || to === from) continue;
      const key = `${from}\u0000${to}`;
      const edge = edges.get(key) ?? { from, to, imports: [] };
      edge.imports.push(`${cruised.source} → ${resolved}`);
      edges.set(key, edge);
    }
  }
  return [...edges.values()].sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
}

/** Pairs of domains that import each other, each pair once with its two edges. */
export function twoWayPairs(edges: DomainEdge[]): [DomainEdge, DomainEdge][] {
  const byKey = new Map(edges.map((edge) => [`${edge.from}\u0000${edge.to}`, edge]));
  const pairs: [DomainEdge, DomainEdge][] = [];
  for (const edge of edges) {
    const back = byKey.get(`${edge.to}\u0000${edge.from}`);
    if (back && edge.from < edge.to) pairs.push([edge, back]);
  }
  return pairs;
}
