// Renders public/logo.svg into the favicons with Debian's Chromium: favicon-96x96.png, apple-touch-icon.png
// (180 px) and favicon.ico (16 and 32 px PNGs in one ICO). Run after changing the logo: node scripts/make-icons.ts
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const publicDir = path.resolve(import.meta.dirname, "..", "public");
const svg = readFileSync(path.join(publicDir, "logo.svg"), "utf8");
const work = mkdtempSync(path.join(tmpdir(), "hookline-icons-"));

function render(size: number): Buffer {
  const html = path.join(work, `icon-${size}.html`);
  const png = path.join(work, `icon-${size}.png`);
  writeFileSync(
    html,
    `<html><body style="margin:0;background:transparent">${svg.replace("<svg ", `<svg width="${size}" height="${size}" `)}</body></html>`,
  );
  execFileSync(
    "/usr/bin/chromium",
    [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--hide-scrollbars",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--default-background-color=00000000",
      `--window-size=${size},${size}`,
      `--screenshot=${png}`,
      `file://${html}`,
    ],
    { stdio: "ignore" },
  );
  return readFileSync(png);
}

/** An ICO file whose images are PNGs, which every current browser reads. */
function ico(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size, entry);
    header.writeUInt8(size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

writeFileSync(path.join(publicDir, "favicon-96x96.png"), render(96));
writeFileSync(path.join(publicDir, "apple-touch-icon.png"), render(180));
writeFileSync(path.join(publicDir, "favicon.ico"), ico([16, 32].map((size) => ({ size, png: render(size) }))));
console.log("make-icons: wrote favicon-96x96.png, apple-touch-icon.png and favicon.ico");
