// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";

import { InstantUpdates } from "./instant-updates.ts";
import { changedProperties, judgeableClasses, noEffectOf, winningClasses } from "./no-effect.ts";

describe("style diff", () => {
  it("names the properties that changed, ignoring transitions, animations and custom properties", () => {
    const before = { "background-color": "rgb(67, 56, 202)", color: "white", transition: "none", "--tw-x": "1" };
    expect(
      changedProperties(before, { ...before, transition: "all", "animation-name": "spin", "--tw-x": "2" }),
    ).toEqual([]);
    expect(changedProperties(before, { ...before, "background-color": "rgb(253, 224, 71)" })).toEqual([
      "background-color",
    ]);
    expect(changedProperties(before, { ...before, "font-weight": "700" })).toEqual(["font-weight"]);
  });
});

describe("winning classes", () => {
  const element = (classes: string) => {
    document.body.innerHTML = `<section class="faq"><h3 class="${classes}">Question</h3></section>`;
    const found = document.querySelector("h3");
    if (!found) throw new Error("no h3");
    return found;
  };
  beforeEach(() => {
    document.head.innerHTML = `<style>
      .text-sm { font-size: 14px; line-height: 20px; }
      .text-lg { font-size: 18px; }
      .bg-muted { background-color: gray; }
      .bg-primary { background-color: blue; }
      .leading-7 { line-height: 28px; }
      @media (min-width: 0px) { .md\\:text-base { font-size: 16px; } }
    </style>`;
  });

  it("names the element's class whose rule wins the property the added class sets, as the stylesheet orders them", () => {
    expect(winningClasses(element("bg-primary bg-muted"), ["bg-primary"], ["bg-muted"])).toEqual(["bg-primary"]);
    // text-sm also sets font-size, but the breakpoint's rule comes later and is the one that shows.
    expect(
      winningClasses(
        element("text-sm md:text-base leading-7 text-lg"),
        ["text-sm", "md:text-base", "leading-7"],
        ["text-lg"],
      ),
    ).toEqual(["md:text-base"]);
  });

  it("names none when the winner is no class of the element: a component's stylesheet, or the added class itself", () => {
    document.head.insertAdjacentHTML("beforeend", "<style>.faq h3 { font-size: 20px; }</style>");
    expect(winningClasses(element("text-sm text-lg"), ["text-sm"], ["text-lg"])).toEqual([]);
    document.head.innerHTML =
      "<style>.bg-primary { background-color: blue; } .bg-muted { background-color: blue; }</style>";
    expect(winningClasses(element("bg-primary bg-muted"), ["bg-primary"], ["bg-muted"])).toEqual([]);
  });
});

describe("no effect", () => {
  const style = { "background-color": "rgb(67, 56, 202)" };

  it("reports added classes that changed nothing, with their winners", () => {
    expect(noEffectOf(style, { ...style }, ["bg-yellow-300"], ["bg-primary"])).toEqual({
      added: ["bg-yellow-300"],
      winners: ["bg-primary"],
    });
  });

  it("reports nothing when the style changed or no added class could be judged", () => {
    expect(
      noEffectOf(style, { "background-color": "rgb(253, 224, 71)" }, ["bg-yellow-300"], ["bg-primary"]),
    ).toBeNull();
    expect(noEffectOf(style, { ...style }, [], [])).toBeNull();
  });
});

describe("classes that can be judged", () => {
  beforeEach(() => {
    document.head.innerHTML = `<style>
      @layer utilities {
        .bg-muted { background-color: gray; }
        .w-1\\/2 { width: 50%; }
        .hover\\:bg-muted:hover { background-color: gray; }
        :where(.space-y-4 > :not(:last-child)) { margin-block-end: 1rem; }
      }
    </style>`;
    document.body.innerHTML = '<a data-codebase-id="link-00000000-0" class="bg-primary">Try Again</a>';
  });

  it("are those with a rule that styles the element now, not ones the stylesheet lacks, for children or for a state", () => {
    const link = document.querySelector("a");
    if (!link) throw new Error("no link");
    link.className = "bg-primary bg-muted w-1/2 hover:bg-muted space-y-4 bg-yellow-300";
    expect(
      judgeableClasses(link, ["bg-muted", "w-1/2", "hover:bg-muted", "space-y-4", "bg-yellow-300", "bg-mute"]),
    ).toEqual(["bg-muted", "w-1/2"]);
  });

  it("an instant class update reports a class that a later rule beats, and not one that shows", () => {
    document.head.innerHTML =
      "<style>.bg-muted { background-color: gray; } .bg-primary { background-color: blue; } .font-bold { font-weight: 700; }</style>";
    const updates = new InstantUpdates(document);
    const update = (n: number, classes: string) =>
      updates.applyAndCheck({
        type: "instantUpdate",
        changeId: `00000000-0000-4000-8000-00000000000${n}`,
        kind: "classes",
        codebaseId: "link-00000000-0",
        classes,
      });
    expect(update(1, "bg-primary bg-muted")).toEqual({
      successful: true,
      noEffect: { added: ["bg-muted"], winners: ["bg-primary"] },
    });
    expect(update(2, "bg-primary bg-muted font-bold")).toEqual({ successful: true });
  });

  it("an instant class update still applies and undoes as before, and says when nothing could be judged", () => {
    const updates = new InstantUpdates(document);
    const id = "00000000-0000-4000-8000-000000000001";
    expect(
      updates.applyAndCheck({
        type: "instantUpdate",
        changeId: id,
        kind: "classes",
        codebaseId: "link-00000000-0",
        classes: "bg-primary bg-yellow-300",
      }),
    ).toEqual({ successful: true });
    expect(document.querySelector("a")?.className).toBe("bg-primary bg-yellow-300");
    expect(document.querySelector("a")?.hasAttribute("style")).toBe(false);
    updates.undo(id);
    expect(document.querySelector("a")?.className).toBe("bg-primary");
  });
});
