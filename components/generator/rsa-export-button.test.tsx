// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { brief } from "@/lib/generator/fixtures/briefs";
import { parseCsv } from "@/tests/support/csv";

import { RsaExportButton } from "./rsa-export-button";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// jsdom's Blob has no text(): read it the way older browsers do.
const read = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const variant = [
  "Headline 1: Meet Brewly",
  "Headline 2: Order Yours Today",
  "Headline 3: Espresso, Like a Café",
  "Headline 4: MEET BREWLY",
  "Description 1: Scan your beans.",
  "Description 2: Get the right grind.",
].join("\n");

describe("the Google Ads Editor export button", () => {
  it("downloads the ad as hookline-responsive-search-ad.csv", async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return "blob:ad";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const clicked: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });
    render(<RsaExportButton brief={brief("google")} variant={variant} />);
    fireEvent.click(screen.getByRole("button", { name: "Export for Google Ads Editor" }));
    expect(clicked).toEqual([{ download: "hookline-responsive-search-ad.csv", href: "blob:ad" }]);
    const csv = blobs[0] ? await read(blobs[0]) : "";
    expect(csv.split("\r\n")[1]).toMatch(
      /^,,Responsive search ad,Meet Brewly,Order Yours Today,"Espresso, Like a Café",,/,
    );
    expect(document.querySelector("a[download]")).toBeNull();
  });

  it("says what was left out of the export and which columns to fill in Ads Editor", () => {
    render(<RsaExportButton brief={brief("google")} variant={variant} />);
    expect(screen.getByTestId("rsa-export-notes").textContent).toContain(
      'Headline 4 repeats headline 1 ("Meet Brewly")',
    );
    expect(screen.getByTestId("rsa-export-fill").textContent).toBe(
      "In Ads Editor, fill in: Campaign, Ad group, Final URL.",
    );
    cleanup();
    render(<RsaExportButton brief={{ ...brief("google"), finalUrl: "https://brewly.com" }} variant={variant} />);
    expect(screen.getByTestId("rsa-export-fill").textContent).toBe("In Ads Editor, fill in: Campaign, Ad group.");
  });

  it("writes the brief's final URL and display paths, and the user's pins", async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return "blob:ad";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const placed = { ...brief("google"), finalUrl: "https://brewly.com/grinder", path1: "grinder", path2: "espresso" };
    render(<RsaExportButton brief={placed} variant={variant} pins={{ "Order Yours Today": 2 }} />);
    fireEvent.click(screen.getByRole("button", { name: "Export for Google Ads Editor" }));
    const [header = [], row = []] = parseCsv((blobs[0] ? await read(blobs[0]) : "").replace(/^\uFEFF/, ""));
    const cells = Object.fromEntries(header.map((name, index) => [name, row[index]]));
    expect(cells).toMatchObject({
      "Final URL": "https://brewly.com/grinder",
      "Path 1": "grinder",
      "Path 2": "espresso",
      "Headline 1 position": "",
      "Headline 2 position": "2",
    });
  });

  it("refuses to export an ad Google would refuse, and says why", () => {
    render(<RsaExportButton brief={brief("google")} variant={"Headline 1: Meet Brewly\nDescription 1: One."} />);
    const create = vi.spyOn(URL, "createObjectURL");
    const button = screen.getByRole("button", { name: "Export for Google Ads Editor" });
    expect(button.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(button);
    expect(create).not.toHaveBeenCalled();
    expect(screen.getByTestId("rsa-export-notes").textContent).toContain(
      "Google needs at least 3 headlines; this ad has 1.",
    );
  });

  it("asks the onboarding demo instead of downloading, and is not offered for other copy", () => {
    const unavailable = vi.fn();
    const create = vi.spyOn(URL, "createObjectURL");
    render(<RsaExportButton brief={brief("google")} variant={variant} unavailable={unavailable} />);
    fireEvent.click(screen.getByRole("button", { name: "Export for Google Ads Editor" }));
    expect(unavailable).toHaveBeenCalledOnce();
    expect(create).not.toHaveBeenCalled();
    cleanup();
    const { container } = render(<RsaExportButton brief={brief("facebook")} variant="Headline: Meet Brewly" />);
    expect(container.innerHTML).toBe("");
  });
});
