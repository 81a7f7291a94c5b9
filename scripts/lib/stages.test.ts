import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";

import { parseLanes, runLanes } from "./stages.ts";

/** Stages are small node programs here: `name` is the script itself. */
const node = (script: string): [string, string[]] => [process.execPath, ["-e", script]];

describe("parseLanes", () => {
  it("reads each argument as a lane and commas as stages in order", () => {
    expect(parseLanes(["lint", "typecheck,ext:lint"])).toEqual([["lint"], ["typecheck", "ext:lint"]]);
  });

  it("refuses no stages and an empty lane", () => {
    expect(() => parseLanes([])).toThrow(/at least one npm script/);
    expect(() => parseLanes(["lint", ","])).toThrow(/at least one npm script/);
  });
});

describe("runLanes", () => {
  it("runs the lanes at once and prints each stage's output whole, not interleaved", async () => {
    // The first lane cannot finish until the second has ended: run one after the other, they would hang. The second
    // leaves its process id behind, and the first waits until this runner has reaped that process, so the second
    // lane has finished before the first, however busy the machine.
    const dir = mkdtempSync(path.join(tmpdir(), "hookline-stages-"));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const marker = path.join(dir, "second-ran");
    const first = `const { existsSync, readFileSync } = require("node:fs");
      console.log("first 1");
      const gone = (pid) => { try { process.kill(pid, 0); return false; } catch { return true; } };
      const wait = () => (existsSync(${JSON.stringify(marker)}) && gone(Number(readFileSync(${JSON.stringify(marker)}, "utf8")))
        ? console.log("first 2")
        : setTimeout(wait, 20));
      wait();`;
    const second = `console.log("second 1"); require("node:fs").writeFileSync(${JSON.stringify(marker)}, String(process.pid)); console.log("second 2");`;
    let log = "";
    const results = await runLanes([[first], [second]], { command: node, write: (text) => (log += text) });
    expect(results.map((result) => result.code)).toEqual([0, 0]);
    expect(log).toContain("second 1\nsecond 2\n");
    expect(log).toContain("first 1\nfirst 2\n");
    expect(log.indexOf("second 1")).toBeLessThan(log.indexOf("first 1"));
  });

  it("keeps standard error with the stage's output and names a failed stage", async () => {
    let log = "";
    const failing = `console.log("out"); console.error("broken"); process.exit(3)`;
    const results = await runLanes([[failing]], { command: node, write: (text) => (log += text) });
    expect(results).toMatchObject([{ code: 3, output: "out\nbroken\n" }]);
    expect(log).toMatch(/FAILED \(exit code 3\)/);
  });

  it("stops a lane at its failed stage and lets the other lanes finish", async () => {
    const ok = `console.log("ok")`;
    const fail = `process.exit(1)`;
    const after = `console.log("after")`;
    const results = await runLanes([[fail, after], [ok]], { command: node, write: () => {} });
    expect(results.map((result) => [result.name, result.code])).toEqual(
      expect.arrayContaining([
        [fail, 1],
        [ok, 0],
      ]),
    );
    expect(results.some((result) => result.name === after)).toBe(false);
  });
});
