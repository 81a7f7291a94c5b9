import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { unzipStored } from "@/tests/support/zip";

import { zip } from "./zip";

const files = [
  { name: "spring-launch-x.csv", content: '"Text"\r\n"Hello 👋 世界"\r\n' },
  { name: "spring-launch-linkedin.csv", content: '"Text"\r\n"Hi"\r\n' },
];

describe("the ZIP of several Buffer files", () => {
  it("holds each file byte for byte", () => {
    const entries = unzipStored(zip(files, new Date("2027-03-15T09:30:00Z")));
    expect([...entries]).toEqual(files.map((file) => [file.name, file.content]));
  });

  it("opens with the system's unzip", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "buffer-zip-"));
    const file = path.join(folder, "export.zip");
    writeFileSync(file, zip(files, new Date("2027-03-15T09:30:00Z")));
    let unzip = "";
    try {
      execFileSync("unzip", ["-v"], { stdio: "ignore" });
      unzip = "unzip";
    } catch {
      // Without unzip on the machine, the reader above is the check.
    }
    if (!unzip) return;
    execFileSync(unzip, ["-tq", file]);
    expect(execFileSync(unzip, ["-p", file, "spring-launch-x.csv"]).toString("utf8")).toBe(files[0]!.content);
  });
});
