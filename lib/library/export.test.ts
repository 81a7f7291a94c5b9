import { describe, expect, it } from "vitest";

import { parseCsv } from "../../tests/support/csv";
import { exportColumns, libraryCsv, type ExportedCopy } from "./export";

/** The cells a spreadsheet sees, once it has read the byte order mark that says the file is UTF-8. */
const cells = (csv: string) => {
  expect(csv.startsWith("\uFEFF")).toBe(true);
  return parseCsv(csv.slice(1));
};

const copy = (overrides: Partial<ExportedCopy>): ExportedCopy => ({
  id: "8f0c1c6e-6a4f-4a8e-9a57-0d1c1e6b2f10",
  title: null,
  content: "Grind fresh every morning.",
  contentType: "ads",
  parameters: {},
  isDraft: false,
  favourite: false,
  createdAt: new Date("2026-11-23T10:00:00Z"),
  ...overrides,
});

describe("the library's CSV export", () => {
  it("gives a spreadsheet readable columns: labels, the brief field by field, yes/no and a plain date", () => {
    const csv = libraryCsv([
      copy({
        favourite: true,
        parameters: {
          platform: "google",
          headline: "Brewly grinder",
          description: "Weighs every dose",
          abTesting: true,
          writer: "OpenAI · gpt-4.1-mini",
        },
      }),
      copy({
        contentType: "hooks",
        title: "My hooks",
        content: "1. Stop guessing",
        parameters: { topic: "Cold brew" },
      }),
    ]);
    expect(cells(csv)).toEqual([
      [...exportColumns],
      [
        "Brewly grinder",
        "Grind fresh every morning.",
        "Ads",
        "Google responsive search ad",
        "Product or offer: Brewly grinder\nWhat it does, and for whom: Weighs every dose\nLanguage: English\nOptions: A/B testing",
        "OpenAI · gpt-4.1-mini",
        "Yes",
        "No",
        "2026-11-23 10:00:00",
        "8f0c1c6e-6a4f-4a8e-9a57-0d1c1e6b2f10",
      ],
      [
        "My hooks",
        "1. Stop guessing",
        "Hooks",
        "",
        "Topic: Cold brew",
        "",
        "No",
        "No",
        "2026-11-23 10:00:00",
        copy({}).id,
      ],
    ]);
    expect(csv).not.toContain("{");
  });

  it("keeps every cell a spreadsheet would run as a formula from running", () => {
    const [, row] = cells(
      libraryCsv([
        copy({
          title: '=HYPERLINK("https://evil.example")',
          content: "+1 555 0100 call now",
          contentType: "social",
          parameters: { platform: "linkedin", writer: "@writer" },
        }),
      ]),
    );
    expect(row?.slice(0, 2)).toEqual(['\'=HYPERLINK("https://evil.example")', "'+1 555 0100 call now"]);
    expect(row?.[5]).toBe("'@writer");
    expect(row?.every((cell) => !/^[=+\-@\t\r]/.test(cell))).toBe(true);
  });
});
