import { describe, expect, it } from "vitest";

import { domainEdges, domainOf, libSubFolderOf, topFolderIn, twoWayPairs } from "./domain-edges.ts";

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

describe("libSubFolderOf and topFolderIn", () => {
  it("names a lib/ file by its domain's sub-folder, leaving the root files of lib/ and of its domains out", () => {
    expect(libSubFolderOf("lib/generator/providers/openai.ts")).toBe("generator/providers");
    expect(libSubFolderOf("lib/api/v1/routes/generate.ts")).toBe("api/v1");
    expect(libSubFolderOf("lib/generator/run.ts")).toBeNull();
    expect(libSubFolderOf("lib/env.ts")).toBeNull();
    expect(libSubFolderOf("components/ui/button.tsx")).toBeNull();
  });

  it("names a file of an area by its top-level folder, leaving the area's root files and other areas out", () => {
    const componentFolderOf = topFolderIn("components");
    expect(componentFolderOf("components/ai-form/previews/x-preview.tsx")).toBe("components/ai-form");
    expect(componentFolderOf("components/root.tsx")).toBeNull();
    expect(componentFolderOf("lib/utils.ts")).toBeNull();
  });

  it("folds components/ by folder and finds a pair of folders importing each other", () => {
    const modules = [
      { source: "components/account/header.tsx", dependencies: [{ resolved: "components/billing/meter.tsx" }] },
      { source: "components/billing/dialog.tsx", dependencies: [{ resolved: "components/account/resend.tsx" }] },
      { source: "components/billing/meter.tsx", dependencies: [{ resolved: "components/ui/button.tsx" }] },
    ];
    const pairs = twoWayPairs(domainEdges(modules, topFolderIn("components")));
    expect(pairs.map(([there, back]) => `${there.from} ↔ ${back.from}`)).toEqual([
      "components/account ↔ components/billing",
    ]);
  });
});
