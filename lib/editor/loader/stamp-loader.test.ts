import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import stampLoader from "./stamp-loader.ts";

const page = `export default function Page() {
  return <main className="p-4"><h1>Payment cancelled</h1></main>;
}
`;

let root = "";
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "stamp-loader-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Runs the loader as Turbopack does, on app/page.tsx of the temporary project. */
function compile(source: string): Promise<{ error: Error | null; code?: string }> {
  return new Promise((resolve) => {
    stampLoader.call(
      {
        resourcePath: path.join(root, "app", "page.tsx"),
        getOptions: () => ({ root }),
        async: () => (error, code) => resolve({ error, code }),
      },
      source,
    );
  });
}

const indexFolder = () => path.join(root, ".data", "editor", "index");
/** The one index file, with what identifies its version on disk: a rewrite replaces the file (a new inode). */
function indexFile(): { text: string; inode: number } {
  const [name] = readdirSync(indexFolder());
  const file = path.join(indexFolder(), name ?? "");
  return { text: readFileSync(file, "utf8"), inode: statSync(file).ino };
}

describe("the stamp loader", () => {
  it("writes the side index on the first compile and leaves it as it is when the same source compiles again", async () => {
    expect((await compile(page)).code).toContain("data-codebase-id=");
    const first = indexFile();
    expect(JSON.parse(first.text)).toMatchObject({ file: "app/page.tsx" });

    for (let layer = 0; layer < 3; layer += 1) await compile(page);
    expect(indexFile()).toEqual(first);
    expect(readdirSync(indexFolder())).toHaveLength(1);
  });

  it("rewrites the side index when the source changes", async () => {
    await compile(page);
    const first = indexFile();
    await compile(page.replace("<h1>", '<h1 className="font-bold">'));
    const second = indexFile();
    expect(second.inode).not.toBe(first.inode);
    expect(second.text).toContain("font-bold");
  });

  it("hands a file that does not parse to the compiler as written, without an error of its own", async () => {
    const broken = page.replace("</h1>", "</h2>");
    expect(await compile(broken)).toEqual({ error: null, code: broken });
  });
});
