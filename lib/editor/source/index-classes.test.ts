import { describe, expect, it } from "vitest";

import { indexSource } from "./index-file.ts";

const page = `import Link from "next/link";

export default function Page({ tone }: { tone: string }) {
  return (
    <section className="mx-auto  grid gap-6">
      <Button asChild>
        <Link href="/">Try Again</Link>
      </Button>
      <p className={tone}>Hi</p>
    </section>
  );
}
`;

describe("the side index's classes", () => {
  it("are the classes written on each element: none without a className, null when computed in code", () => {
    const classes = Object.fromEntries(
      indexSource(page, "app/page.tsx").map((entry) => [entry.tagName, entry.classes]),
    );
    expect(classes).toEqual({ section: ["mx-auto", "grid", "gap-6"], Button: [], Link: [], p: null });
  });
});
