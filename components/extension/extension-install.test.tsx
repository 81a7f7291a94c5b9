// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { ExtensionDownload } from "@/lib/extension/downloads";

import { ExtensionInstall } from "./extension-install";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const downloads: ExtensionDownload[] = [
  {
    browser: "chrome",
    file: "hookline-extension-0.1.0-chrome.zip",
    version: "0.1.0",
    bytes: 200_000,
    sha256: "a".repeat(64),
  },
  {
    browser: "firefox",
    file: "hookline-extension-0.1.0-firefox.zip",
    version: "0.1.0",
    bytes: 210_000,
    sha256: "b".repeat(64),
  },
];

const inBrowser = (userAgent: string) => vi.stubGlobal("navigator", { ...navigator, userAgent });

describe("the extension's install steps in the profile", () => {
  it("offers Firefox's zip first in Firefox, with its checksum and the steps to load it", () => {
    inBrowser("Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0");
    render(<ExtensionInstall downloads={downloads} />);
    const sections = screen.getAllByRole("region");
    expect(within(sections[0]!).getByRole("heading").textContent).toBe("For your browser: Firefox");
    const link = within(sections[0]!).getByRole("link", { name: "Download for Firefox (205 KB)" });
    expect(sections[0]!.textContent).toContain("hookline-extension-0.1.0-firefox.zip");
    expect(within(sections[0]!).getByText("Verify the download").closest("details")?.textContent).toContain(
      "b".repeat(64),
    );
    expect(link.getAttribute("href")).toBe("/downloads/extension/hookline-extension-0.1.0-firefox.zip");
    expect(sections[0]!.textContent).toContain("b".repeat(64));
    expect(sections[0]!.textContent).toContain("Load Temporary Add-on");
    expect(sections[0]!.textContent).not.toContain("store");
    expect(within(sections[1]!).getByRole("heading").textContent).toBe("For Chrome, Edge or Brave");
  });

  it("offers Chrome's zip first in a Chromium browser, with the Load unpacked steps", () => {
    inBrowser("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36");
    render(<ExtensionInstall downloads={downloads} />);
    const first = screen.getAllByRole("region")[0]!;
    expect(within(first).getByRole("heading").textContent).toBe("For your browser: Chrome, Edge or Brave");
    expect(first.textContent).toContain("Load unpacked");
    expect(first.textContent).toContain("a".repeat(64));
  });

  it("says where the zip comes from when this server built none", () => {
    render(<ExtensionInstall downloads={[]} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(document.body.textContent).toContain("This server has no extension download yet");
  });
});
