import { existsSync } from "node:fs";
import path from "node:path";
// Next's own rule, to notice when an upgrade changes where it serves the images.
import { fillMetadataSegment } from "next/dist/lib/metadata/get-metadata-route";
import { describe, expect, it } from "vitest";

import { articleImagePath, openGraphImagePath } from "./open-graph-image";

const appDir = path.join(import.meta.dirname, "..", "..", "app");

describe("openGraphImagePath", () => {
  it.each([
    ["/", "/", {}],
    ["/(marketing)/blog/[slug]", "/blog/ai-copywriting-playbook-2025", { slug: "ai-copywriting-playbook-2025" }],
    ["/(marketing)/about", "/about", {}],
  ])("is where Next serves app%s/opengraph-image.tsx", (folder, pathname, params) => {
    expect(openGraphImagePath(folder, pathname)).toBe(fillMetadataSegment(folder, params, "opengraph-image", false));
  });

  it("names the blog's generator, which exists", () => {
    expect(articleImagePath("my-article")).toMatch(/^\/blog\/my-article\/opengraph-image-[0-9a-z]{6}$/);
    expect(existsSync(path.join(appDir, "(marketing)", "blog", "[slug]", "opengraph-image.tsx"))).toBe(true);
  });
});
