// Folds a file-level dependency graph of lib/ into its domains (top-level folders; lib/editor's sub-folders count
// on their own, as the editor is several layers in one folder) so a change in direction shows as an edge, and a
// pair of domains importing each other shows as a two-way pair.

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

/** Edges between different domains, sorted by `from` then `to`. */
export function domainEdges(modules: CruisedModule[]): DomainEdge[] {
  const edges = new Map<string, DomainEdge>();
  for (const cruised of modules) {
    const from = domainOf(cruised.source);
    if (!from) continue;
    for (const { resolved } of cruised.dependencies) {
      const to = domainOf(resolved);
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
