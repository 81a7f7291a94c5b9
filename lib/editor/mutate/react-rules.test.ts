import { describe, expect, it } from "vitest";

import { parseSource } from "../source/parse";
import type { ProjectFiles } from "../source/project-files";
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

describe("components that render a link or a button", () => {
  const kit: Record<string, string> = {
    "components/ui/button.tsx": `import { Slot } from "@radix-ui/react-slot";
export function Button({ asChild = false, ...props }) {
  const Component = asChild ? Slot : "button";
  return <Component data-slot="button" {...props} />;
}`,
    "components/nav-item.tsx": `export const NavItem = ({ href, children }) => <a href={href}>{children}</a>;`,
    "components/panel.tsx": `export default function Panel({ children }) { return <div className="p-4">{children}</div>; }`,
  };
  const project: ProjectFiles = {
    text: (path) => kit[path] ?? null,
    ast: (path) => (kit[path] === undefined ? null : parseSource(kit[path], path)),
    componentFiles: () => Object.keys(kit),
  };
  const imports = `import Link from "next/link";\nimport { Button } from "@/components/ui/button";\nimport { NavItem } from "./nav-item";\nimport Panel from "@/components/panel";\n`;
  const changeIn = (before: string, after: string) => () =>
    assertReactRules(
      new Map([["components/example.tsx", { before: imports + file(before), after: imports + file(after) }]]),
      project,
    );

  it("refuses an interactive element inside one, naming the component and what it renders", () => {
    expect(changeIn(`<Link href="/a">A</Link>`, `<Link href="/a">A <a href="/b">B</a></Link>`)).toThrow(
      "An <a> can't be inside <Link>, which renders an <a>: one interactive element can't hold another. Move it out of the <Link>.",
    );
    expect(changeIn(`<Button>Save</Button>`, `<Button>Save <button>x</button></Button>`)).toThrow(
      "A <button> can't be inside <Button>, which renders a <button>",
    );
    expect(
      changeIn(`<NavItem href="/">Home</NavItem>`, `<NavItem href="/">Home <Link href="/x">x</Link></NavItem>`),
    ).toThrow("<Link>, which renders an <a>, can't be inside <NavItem>, which renders an <a>");
    expect(changeIn(`<NavItem href="/">Home</NavItem>`, `<NavItem href="/">Home <a href="/x">x</a></NavItem>`)).toThrow(
      "An <a> can't be inside <NavItem>, which renders an <a>",
    );
  });

  it("lets through what they do not hold: asChild (the child is the element), a plain wrapper, a span", () => {
    expect(
      changeIn(`<Button asChild><a href="/a">A</a></Button>`, `<Button asChild><a href="/b">B</a></Button>`),
    ).not.toThrow();
    expect(changeIn(`<Panel>x</Panel>`, `<Panel>x <button>y</button></Panel>`)).not.toThrow();
    expect(changeIn(`<Link href="/a">A</Link>`, `<Link href="/a">A <span>B</span></Link>`)).not.toThrow();
  });
});
