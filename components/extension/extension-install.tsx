"use client";

import { Download } from "lucide-react";
import { useSyncExternalStore } from "react";

import { Button } from "@/components/ui/button";
import { extensionDownloadUrl } from "@/lib/extension/download-paths";
import type { ExtensionDownload } from "@/lib/extension/downloads";

const browserName = { chrome: "Chrome, Edge or Brave", firefox: "Firefox" } as const;

const steps = {
  chrome: [
    "Unzip the file.",
    "Open chrome://extensions (edge://extensions in Edge) and turn on Developer mode.",
    "Choose Load unpacked and pick the unzipped folder.",
  ],
  firefox: [
    "Open about:debugging#/runtime/this-firefox.",
    "Choose Load Temporary Add-on… and pick the zip. Firefox keeps it until you restart it, then you load it again.",
  ],
} as const;

/** The browser this page runs in, as far as the extension builds go: Firefox, or anything Chromium. */
function browserInUse(): ExtensionDownload["browser"] {
  return /\bFirefox\//.test(navigator.userAgent) ? "firefox" : "chrome";
}

const noChanges = () => () => {};
const unknownOnTheServer = () => null;

/**
 * The profile's install steps, in a marketer's words: the download for the browser in use first (the other one
 * below), the steps to load it, and its checksum behind "Verify the download" for whoever asks for it.
 */
export function ExtensionInstall({ downloads }: { downloads: ExtensionDownload[] }) {
  const browser = useSyncExternalStore(noChanges, browserInUse, unknownOnTheServer);

  if (downloads.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        This server has no extension download yet (it is built with the app by <code>npm run build</code>). Ask whoever
        runs your Hookline for the zip.
      </p>
    );
  }
  // Before the browser is known (the server's render), Chrome's build comes first: most people use a Chromium browser.
  const first = browser ?? "chrome";
  const ordered = [...downloads].sort((a, b) => Number(b.browser === first) - Number(a.browser === first));
  return (
    <div className="grid gap-4" data-testid="extension-install">
      {ordered.map((download, index) => (
        <section
          key={download.browser}
          aria-labelledby={`install-${download.browser}`}
          className="grid gap-2 rounded-lg border p-4"
        >
          <h3 id={`install-${download.browser}`} className="text-sm font-semibold">
            {index === 0 && browser
              ? `For your browser: ${browserName[download.browser]}`
              : `For ${browserName[download.browser]}`}
          </h3>
          <div className="grid justify-items-start gap-1">
            {/* The label wraps on a phone: a button wider than the screen would push the whole card off it. */}
            <Button
              asChild
              variant={index === 0 ? "default" : "outline"}
              className="h-auto min-h-10 whitespace-normal py-2"
            >
              <a href={extensionDownloadUrl(download.file)} download>
                <Download aria-hidden="true" />
                {`Download for ${browserName[download.browser]} (${Math.max(1, Math.round(download.bytes / 1024))} KB)`}
              </a>
            </Button>
            <span className="break-all text-xs text-muted-foreground">{download.file}</span>
          </div>
          <details className="text-xs text-muted-foreground">
            <summary className="inline-flex min-h-6 cursor-pointer items-center">Verify the download</summary>
            <p className="mt-1">
              Your IT team may ask for the file&apos;s fingerprint (SHA-256):{" "}
              <code className="font-mono break-all">{download.sha256}</code>. On a computer it is shown by{" "}
              <code className="break-all">sha256sum {download.file}</code> (Linux),{" "}
              <code className="break-all">shasum -a 256 {download.file}</code> (macOS) or{" "}
              <code className="break-all">Get-FileHash {download.file}</code> (Windows).
            </p>
          </details>
          <ol className="grid list-decimal gap-1 pl-5 text-sm text-muted-foreground">
            {steps[download.browser].map((step) => (
              <li key={step}>{step}</li>
            ))}
            <li>Open the extension&apos;s options, paste your key from above and press Test.</li>
          </ol>
        </section>
      ))}
    </div>
  );
}
