// Reads back the stored ZIP archives the Buffer export writes, checking each entry's signature and CRC.
import { crc32 } from "node:zlib";
import { expect } from "vitest";

/** Reads a stored ZIP back from its central directory: each entry's name and content, its CRC checked. */
export function unzipStored(archive: Uint8Array): Map<string, string> {
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
