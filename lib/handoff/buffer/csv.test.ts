import { describe, expect, it } from "vitest";

import { bufferCsv, bufferImageUrl } from "./csv";

const header = `Text,Image URL,Tags,Posting Time\r\n`;

describe("Buffer's CSV", () => {
  it("quotes every field, doubles inner quotes and ends every line, the last one too, with CRLF", () => {
    const csv = bufferCsv([{ text: 'She said "ship it"', postingTime: "2027-03-15 09:00", tags: ["launch", "q1"] }]);
    expect(csv).toBe(`${header}"She said ""ship it""","","launch,q1","2027-03-15 09:00"\r\n`);
  });

  it("is only the header when there are no rows, with no blank row after it", () => {
    expect(bufferCsv([])).toBe(header);
  });

  it("keeps a line break inside the post inside its quoted field", () => {
    const csv = bufferCsv([{ text: "Line one\nLine two", postingTime: null }]);
    expect(csv).toBe(`${header}"Line one\nLine two","","",""\r\n`);
    expect(csv.split("\r\n")).toHaveLength(3);
  });

  it.each(["@hookline is live", "=SUM(A1)", "+1 for this", "- a list"])(
    "writes %s verbatim, with no apostrophe in front",
    (text) => {
      expect(bufferCsv([{ text, postingTime: null }])).toContain(`\r\n"${text}",`);
    },
  );

  it("takes an image only from an https URL ending .jpg, .jpeg or .png", () => {
    expect(bufferImageUrl("https://cdn.example.com/a/launch.JPG")).toBe("https://cdn.example.com/a/launch.JPG");
    expect(bufferImageUrl("https://cdn.example.com/launch.jpeg?v=2")).toBe("https://cdn.example.com/launch.jpeg?v=2");
    expect(bufferImageUrl("https://cdn.example.com/launch.png")).toBe("https://cdn.example.com/launch.png");
    expect(bufferImageUrl("http://cdn.example.com/launch.png")).toBe("");
    expect(bufferImageUrl("https://cdn.example.com/launch.gif")).toBe("");
    expect(bufferImageUrl("https://cdn.example.com/launch.png.html")).toBe("");
    expect(bufferImageUrl("launch.png")).toBe("");
    expect(bufferImageUrl(null)).toBe("");
    const row = bufferCsv([{ text: "Hi", imageUrl: "ftp://example.com/a.png", postingTime: null }]);
    expect(row).toBe(`${header}"Hi","","",""\r\n`);
  });
});
