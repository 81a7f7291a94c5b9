import { describe, expect, it } from "vitest";

import { csvCell, toCsv } from "./csv";

describe("library CSV", () => {
  it("quotes commas, quotes and line breaks", () => {
    expect(csvCell('He said "hi", then left\nagain')).toBe('"He said ""hi"", then left\nagain"');
    expect(csvCell("plain")).toBe("plain");
  });

  it("defuses cells a spreadsheet would run as formulas", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("+1 more")).toBe("'+1 more");
    expect(csvCell("-")).toBe("'-");
  });

  it("writes dates as ISO instants, objects as JSON and rows with CRLF", () => {
    expect(toCsv(["a", "b"], [[new Date("2026-11-23T10:00:00Z"), { platform: "x" }]])).toBe(
      'a,b\r\n2026-11-23T10:00:00.000Z,"{""platform"":""x""}"\r\n',
    );
  });
});
