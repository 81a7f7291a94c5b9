import { describe, expect, it } from "vitest";

import { areaOf, formatSummary, shortLocation, summariseProfile, type CpuProfile } from "./cpu-profile.ts";

const root = "/srv/hookline";

const frame = (functionName: string, url: string, lineNumber = 0) => ({ functionName, url, lineNumber });

const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame("(root)", "") },
    { id: 2, callFrame: frame("(idle)", "") },
    { id: 3, callFrame: frame("deflate", "node:zlib", 9) },
    { id: 4, callFrame: frame("renderToHTML", `file://${root}/node_modules/next/dist/server/render.js`, 41) },
    { id: 5, callFrame: frame("(garbage collector)", "") },
  ],
  // Each sample lasts until the next one: the first delta is the time before the first sample.
  samples: [2, 3, 3, 4, 5, 2],
  timeDeltas: [0, 1000, 3000, 4000, 2000, 1000],
};

describe("summariseProfile", () => {
  it("sums each function's self time and leaves idle time out of the shares", () => {
    const summary = summariseProfile(profile, root);
    expect(summary.idleMs).toBe(1);
    expect(summary.busyMs).toBe(10);
    expect(summary.top.map((entry) => [entry.name, entry.where, entry.ms])).toEqual([
      ["deflate", "node:zlib:10", 7],
      ["renderToHTML", "next/dist/server/render.js:42", 2],
      ["(garbage collector)", "", 1],
    ]);
    expect(summary.top[0]!.share).toBeCloseTo(0.7);
  });

  it("groups the time by area: node's modules, next's folders, native work", () => {
    const areas = summariseProfile(profile, root).byArea.map((entry) => entry.name);
    expect(areas).toEqual(["node:zlib", "next/server", "(garbage collector)"]);
  });

  it("prints one line per entry with its share", () => {
    const lines = formatSummary(summariseProfile(profile, root));
    expect(lines[0]).toBe("busy 10 ms, idle 1 ms");
    expect(lines).toContain("  70.0%      7 ms  deflate  node:zlib:10");
  });
});

describe("locations", () => {
  it("shortens package, node and repository paths", () => {
    expect(shortLocation(`file://${root}/node_modules/next/dist/compiled/compression/index.js`, root)).toBe(
      "next/dist/compiled/compression/index.js",
    );
    expect(shortLocation("node:internal/http", root)).toBe("node:internal/http");
    expect(shortLocation(`file://${root}/scripts/production/server.ts`, root)).toBe("scripts/production/server.ts");
  });

  it("names the area of a location", () => {
    expect(areaOf("next/dist/compiled/compression/index.js", "x")).toBe("next/compiled/compression");
    expect(areaOf("next/dist/server/base-server.js", "x")).toBe("next/server");
    expect(areaOf("@prisma/client/runtime.js", "x")).toBe("@prisma/client");
    expect(areaOf("node:internal/streams/writable", "x")).toBe("node:internal/streams");
    expect(areaOf("", "(garbage collector)")).toBe("(garbage collector)");
    expect(areaOf("", "writev")).toBe("(native)");
  });
});
