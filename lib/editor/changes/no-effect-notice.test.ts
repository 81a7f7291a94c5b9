import { describe, expect, it } from "vitest";

import { explainNoEffect, noEffectNotice, replacedClasses, type ExplainPorts } from "./no-effect-notice";
import type { ChangeRecord } from "./schemas";

describe("the notice for classes that change nothing", () => {
  it("offers to replace a winner written on the element itself", () => {
    expect(noEffectNotice({ added: ["bg-yellow-300"], winners: ["bg-primary"] }, ["p-4", "bg-primary"])).toEqual({
      title: "bg-yellow-300 changes nothing here",
      description: "bg-primary wins (they set the same property). Replace bg-primary with bg-yellow-300?",
      replace: ["bg-primary"],
    });
  });

  it("says a winner from the component's own styles is overridden with !, and offers nothing", () => {
    expect(noEffectNotice({ added: ["bg-yellow-300"], winners: ["bg-primary"] }, [])).toEqual({
      title: "bg-yellow-300 changes nothing here",
      description: "bg-primary comes from the component's own styles; use !bg-yellow-300 to override it here.",
      replace: [],
    });
  });

  it("names the winners without an offer when the element's own classes are unknown, and says so when none is found", () => {
    expect(noEffectNotice({ added: ["px-8", "py-4"], winners: ["px-4", "py-2"] }, null)).toMatchObject({
      title: "px-8 py-4 change nothing here",
      description: "px-4 py-2 win (they set the same property).",
      replace: [],
    });
    expect(noEffectNotice({ added: ["font-bold"], winners: [] }, ["font-bold"]).description).toBe(
      "Another style of this element sets the same property and wins.",
    );
  });
});

describe("the replacement class list", () => {
  it("drops the winners and keeps the added classes once", () => {
    expect(replacedClasses(["p-4", "bg-primary", "bg-yellow-300"], ["bg-yellow-300"], ["bg-primary"])).toEqual([
      "p-4",
      "bg-yellow-300",
    ]);
    expect(replacedClasses(["bg-primary", "p-4"], ["bg-yellow-300"], ["bg-primary"])).toEqual(["p-4", "bg-yellow-300"]);
  });
});

describe("explaining a class that changes nothing", () => {
  const id = "page-00000000-0_1";

  function fakes(sources: (string[] | null)[]) {
    const shown: { title: string; description: string; action?: string; click?: () => void }[] = [];
    const ran: ChangeRecord[] = [];
    let settled = false;
    const ports: ExplainPorts = {
      sourceClasses: () => Promise.resolve(sources.shift() ?? null),
      settled: () => {
        settled = true;
        return Promise.resolve();
      },
      run: (change) => ran.push(change),
      show: (notice, action) => shown.push({ ...notice, action: action?.label, click: action?.onClick }),
    };
    return { ports, shown, ran, wasSettled: () => settled };
  }

  it("offers to replace an own winner the written change kept, and writes it against the classes the source has then", async () => {
    const kept = ["p-4", "bg-primary", "bg-yellow-300"];
    const { ports, shown, ran, wasSettled } = fakes([["p-4", "bg-primary"], kept, kept]);
    await explainNoEffect(id, { added: ["bg-yellow-300"], winners: ["bg-primary"] }, ports);
    expect(wasSettled()).toBe(true);
    expect(shown).toMatchObject([{ title: "bg-yellow-300 changes nothing here", action: "Replace bg-primary" }]);
    expect(ran).toEqual([]);
    shown[0]?.click?.();
    await expect.poll(() => ran.length).toBe(1);
    expect(ran[0]).toMatchObject({
      type: "UPDATE_CLASSES",
      changeFields: {
        codebaseIdToUpdateClass: id,
        oldClasses: "p-4 bg-primary bg-yellow-300",
        newClasses: "p-4 bg-yellow-300",
      },
    });
  });

  it("offers nothing when the winner comes from the component", async () => {
    const { ports, shown } = fakes([[], ["bg-yellow-300"]]);
    await explainNoEffect(id, { added: ["bg-yellow-300"], winners: ["bg-primary"] }, ports);
    expect(shown).toEqual([
      {
        title: "bg-yellow-300 changes nothing here",
        description: "bg-primary comes from the component's own styles; use !bg-yellow-300 to override it here.",
      },
    ]);
  });

  it("says nothing when writing the class replaced the own winner, or when the class was not written", async () => {
    const replaced = fakes([
      ["p-4", "bg-primary"],
      ["p-4", "bg-yellow-300"],
    ]);
    await explainNoEffect(id, { added: ["bg-yellow-300"], winners: ["bg-primary"] }, replaced.ports);
    const failed = fakes([[], []]);
    await explainNoEffect(id, { added: ["bg-yellow-300"], winners: ["bg-primary"] }, failed.ports);
    expect([...replaced.shown, ...failed.shown]).toEqual([]);
  });
});
