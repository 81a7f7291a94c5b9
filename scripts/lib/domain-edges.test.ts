import { describe, expect, it } from "vitest";

import { domainEdges, domainOf, twoWayPairs } from "./domain-edges.ts";

describe("domainOf", () => {
  it("names a lib/ file by its top-level folder, a root file by its name, and the editor by its sub-folder", () => {
    expect(domainOf("lib/billing/overview.ts")).toBe("billing");
    expect(domainOf("lib/api/v1/routes/generate.ts")).toBe("api");
    expect(domainOf("lib/env.ts")).toBe("env");
    expect(domainOf("lib/editor/mutate/ops/add-class.ts")).toBe("editor/mutate");
    expect(domainOf("lib/editor/ids.ts")).toBe("editor");
  });

  it("leaves files outside lib/ out", () => {
    expect(domainOf("components/ui/button.tsx")).toBeNull();
    expect(domainOf("node_modules/zod/index.js")).toBeNull();
  });
});

describe("domainEdges and twoWayPairs", () => {
  const modules = [
    {
      source: "lib/usage/reserve.ts",
      dependencies: [{ resolved: "lib/billing/overview.ts" }, { resolved: "lib/env.ts" }],
    },
    { source: "lib/billing/overview.ts", dependencies: [{ resolved: "lib/usage/allowance.ts" }] },
    { source: "lib/billing/state.ts", dependencies: [{ resolved: "lib/billing/lock.ts" }, { resolved: "zod" }] },
    { source: "app/page.tsx", dependencies: [{ resolved: "lib/billing/state.ts" }] },
  ];

  it("folds file imports into one edge per pair of domains, leaving imports within a domain out", () => {
    expect(domainEdges(modules).map(({ from, to, imports }) => [from, to, imports.length])).toEqual([
      ["billing", "usage", 1],
      ["usage", "billing", 1],
      ["usage", "env", 1],
    ]);
  });

  it("reports each pair of domains importing each other once", () => {
    const pairs = twoWayPairs(domainEdges(modules));
    expect(pairs.map(([there, back]) => `${there.from} ↔ ${back.from}`)).toEqual(["billing ↔ usage"]);
    expect(pairs[0]![1].imports).toEqual(["lib/usage/reserve.ts → lib/billing/overview.ts"]);
  });

  it("finds no pairs in a one-way graph", () => {
    expect(twoWayPairs(domainEdges(modules.slice(1)))).toEqual([]);
  });
});
