import { describe, expect, it } from "vitest";

import { indexSource } from "./index-file.ts";

const source = `import Link from "next/link";
export function Card({ title, onOpen }: { title: string; onOpen: () => void }) {
  return (
    <Link href="/pricing" prefetch={false} className="btn" key="a" data-x={3} aria-label={\`Open\`} hidden
      onClick={() => onOpen()} onFocus={onOpen} style={{ color: "red" }} items={[1, 2]} title={title} {...rest}>
      {title}
    </Link>
  );
}`;

describe("an element's props as written", () => {
  it("are literal, function or code (JSON_OBJECT), without className, style, key or spreads", () => {
    const [link] = indexSource(source, "components/card.tsx");
    expect(link?.props).toEqual({
      href: { value: "/pricing", type: "LITERAL" },
      prefetch: { value: "false", type: "LITERAL" },
      "data-x": { value: "3", type: "LITERAL" },
      "aria-label": { value: "Open", type: "LITERAL" },
      hidden: { value: "true", type: "LITERAL" },
      onClick: { value: "() => onOpen()", type: "FUNCTION" },
      onFocus: { value: "onOpen", type: "FUNCTION" },
      items: { value: "[1, 2]", type: "JSON_OBJECT" },
      title: { value: "title", type: "JSON_OBJECT" },
    });
  });

  it("read the code right in a file indented with tabs", () => {
    const [element] = indexSource(
      "export const A = () => (\n\t<div\n\t\tonClick={() => go()}\n\t/>\n);\n",
      "components/a.tsx",
    );
    expect(element?.props.onClick).toEqual({ value: "() => go()", type: "FUNCTION" });
  });
});
