import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";

import { describe, expect, it } from "vitest";

import { zip } from "./zip";

/** Reads a stored ZIP back from its central directory: each entry's name and content, its CRC checked. */
function unzipStored(archive: Uint8Array): Map<string, string> {
  const view = new DataView(archive.buffer, archive.byteOffset, archive.byteLength);
  const end = archive.length - 22;
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries = new Map<string, string>();
  const decoder = new TextDecoder();
  for (let index = 0; index < count; index += 1) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const crc = view.getUint32(at + 16, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const offset = view.getUint32(at + 42, true);
    const name = decoder.decode(archive.subarray(at + 46, at + 46 + nameLength));
    expect(view.getUint32(offset, true)).toBe(0x04034b50);
    const start = offset + 30 + view.getUint16(offset + 26, true) + view.getUint16(offset + 28, true);
    const data = archive.subarray(start, start + size);
    expect(crc32(data)).toBe(crc);
    entries.set(name, decoder.decode(data));
    at += 46 + nameLength;
  }
  return entries;
}

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
