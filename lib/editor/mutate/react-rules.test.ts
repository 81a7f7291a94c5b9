import { describe, expect, it } from "vitest";

import { assertReactRules } from "./react-rules";

const file = (body: string) => `export function Example() {\n  return (\n    ${body}\n  );\n}\n`;
const change = (before: string, after: string) => () =>
  assertReactRules(new Map([["components/example.tsx", { before: file(before), after: file(after) }]]));

describe("the rules a structural change keeps", () => {
  it("refuses what a change adds: a link inside a link, a div inside a paragraph's span, a second child under a Slot", () => {
    expect(change(`<a href="/a">A</a>`, `<a href="/a">A <a href="/b">B</a></a>`)).toThrow(
      "An <a> can't be inside an <a>",
    );
    expect(change(`<p><span>x</span></p>`, `<p><span><div>x</div></span></p>`)).toThrow(
      "A <div> can't be inside a <p>",
    );
    expect(
      change(
        `<Button asChild={true}><a href="/">x</a></Button>`,
        `<Button asChild={true}><a href="/">x</a><a href="/">y</a></Button>`,
      ),
    ).toThrow("<Button asChild> takes exactly one child");
  });

  it("leaves what is not its business: a component in between, asChild={false}, a file that already broke a rule", () => {
    expect(change(`<p>x</p>`, `<p><Card><div>x</div></Card></p>`)).not.toThrow();
    expect(change(`<Button asChild={false}>x</Button>`, `<Button asChild={false}>x<span /></Button>`)).not.toThrow();
    expect(
      change(`<section><p><div>old</div></p></section>`, `<section><p><div>old</div></p><span>new</span></section>`),
    ).not.toThrow();
    // The same break twice is one more than before.
    expect(
      change(
        `<section><p><div>old</div></p></section>`,
        `<section><p><div>old</div></p><p><div>new</div></p></section>`,
      ),
    ).toThrow("A <div> can't be inside a <p>");
  });

  it("reads only component files", () => {
    expect(() => assertReactRules(new Map([["app/globals.css", { before: "", after: "p div {}" }]]))).not.toThrow();
  });
});
