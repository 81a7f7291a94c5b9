import { parse } from "@babel/parser";
import { describe, expect, it } from "vitest";

import { isValidCodebaseId } from "../ids.ts";
import { indexSource } from "./index-file.ts";
import { stampSource } from "./stamp.ts";

const hero = `import { Fragment } from "react";

export function Hero({ title, items }: { title: string; items: string[] }) {
  return (
    <section className="py-12" id="hero">
      <h1 className="text-4xl">{title}</h1>
      <p>Write hooks that land.</p>
      <Fragment>
        <ul>{items.map((item) => <li key={item}>{item}</li>)}</ul>
      </Fragment>
      <Card icon={<Star />} />
    </section>
  );
}
`;

const idsOf = (source: string) =>
  indexSource(source, "components/hero.tsx").map((entry) => `${entry.tagName} ${entry.codebaseId}`);

describe("codebase ids", () => {
  it("names every element by file and structural path, with only allowed characters", () => {
    expect(idsOf(hero)).toEqual([
      expect.stringMatching(/^section hero-[0-9a-f]{8}-0$/),
      expect.stringMatching(/^h1 hero-[0-9a-f]{8}-0_0$/),
      expect.stringMatching(/^p hero-[0-9a-f]{8}-0_1$/),
      expect.stringMatching(/^Fragment hero-[0-9a-f]{8}-0_2$/),
      expect.stringMatching(/^ul hero-[0-9a-f]{8}-0_2_0$/),
      expect.stringMatching(/^li hero-[0-9a-f]{8}-0_2_0_0$/),
      expect.stringMatching(/^Card hero-[0-9a-f]{8}-0_3$/),
      expect.stringMatching(/^Star hero-[0-9a-f]{8}-0_3_p0$/),
    ]);
    for (const entry of indexSource(hero, "app/(marketing)/[slug]/page.tsx"))
      expect(isValidCodebaseId(entry.codebaseId)).toBe(true);
  });

  it("keeps every id through edits to text, classes, props and styles", () => {
    const edited = hero
      .replace("Write hooks that land.", "Hooks, rewritten")
      .replace('className="text-4xl"', 'className="text-5xl font-bold" style={{ color: "red" }}')
      .replace('id="hero"', 'id="top" aria-label="Intro"')
      .replace("<Card icon={<Star />} />", "<Card icon={<Star />} badge={<Badge />} size={2} />");
    const before = idsOf(hero);
    expect(idsOf(edited).slice(0, before.length)).toEqual(before);
  });

  it("gives the same element a different id in another file", () => {
    const a = indexSource(hero, "components/hero.tsx")[0]?.codebaseId;
    const b = indexSource(hero, "components/hero-copy.tsx")[0]?.codebaseId;
    expect(a).not.toBe(b);
  });

  it("records place, component and static text in the side index", () => {
    const paragraph = indexSource(hero, "components/hero.tsx").find((entry) => entry.tagName === "p");
    expect(paragraph).toMatchObject({
      file: "components/hero.tsx",
      line: 7,
      column: 6,
      componentName: "Hero",
      staticText: true,
    });
    expect(indexSource(hero, "components/hero.tsx").find((entry) => entry.tagName === "h1")?.staticText).toBe(false);
  });
});

describe("stamping", () => {
  it("adds data-codebase-id to every element but fragments, leaving the rest of the text as it was", () => {
    const { code, map, entries } = stampSource(hero, "components/hero.tsx");
    const stamped = entries.filter((entry) => entry.tagName !== "Fragment");
    for (const entry of stamped) expect(code).toContain(`<${entry.tagName} data-codebase-id="${entry.codebaseId}"`);
    expect(code).toContain("<Fragment>");
    expect(code.replace(/ data-codebase-id="[^"]*"/g, "")).toBe(hero);
    expect(map.sources).toEqual(["components/hero.tsx"]);
    expect(() => parse(code, { sourceType: "module", plugins: ["jsx", "typescript"] })).not.toThrow();
  });

  it("stamps a file once however often it is loaded, and replaces an id copied into the source", () => {
    const once = stampSource(hero, "components/hero.tsx").code;
    expect(stampSource(once, "components/hero.tsx").code).toBe(once);
    const copied = hero.replace("<h1 ", '<h1 data-codebase-id="page-00000000-0" ');
    expect(stampSource(copied, "components/hero.tsx").code).toContain(
      `<h1 data-codebase-id="${indexSource(hero, "components/hero.tsx")[1]?.codebaseId}" className`,
    );
  });

  it("agrees with the engine's side index on files indented with tabs and with CRLF line ends", () => {
    const tabbed = hero.replace(/^( {2})+/gm, (indent) => "\t".repeat(indent.length / 2)).replace(/\n/g, "\r\n");
    const { code, entries } = stampSource(tabbed, "components/hero.tsx");
    expect(entries).toEqual(indexSource(tabbed, "components/hero.tsx"));
    expect(code.replace(/ data-codebase-id="[^"]*"/g, "")).toBe(tabbed);
    expect(code).toContain(`\t\t<h1 data-codebase-id="${entries[1]?.codebaseId}" className="text-4xl">`);
  });
});
