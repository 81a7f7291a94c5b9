"use client";

import { Download } from "lucide-react";
import { useId } from "react";

import { Button } from "@/components/ui/button";
import { adsEditorFileName } from "@/lib/config/generation/ads";
import { adsEditorCsv } from "@/lib/generator/ads-editor-csv";
import { responsiveSearchAdSet, type RsaBrief } from "@/lib/generator/rsa";

// A byte order mark makes spreadsheet apps read the file as UTF-8, so "Café" does not turn into "CafÃ©".
const utf8Mark = "\uFEFF";

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([utf8Mark, text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Released on the next task: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads a Google ad variant as a CSV for Google Ads Editor, and says what Google would refuse or what was left
 * out; renders nothing for other copy. `unavailable` (the onboarding demo) is called instead of downloading.
 */
export function RsaExportButton({
  brief,
  variant,
  unavailable,
}: {
  brief: RsaBrief;
  variant: string;
  unavailable?: () => void;
}) {
  const notesId = useId();
  const set = responsiveSearchAdSet(brief, variant);
  if (!set) return null;
  const notes = [...set.problems, ...set.leftOut.map((entry) => entry.message)];
  return (
    <div className="grid justify-items-start gap-1">
      <Button
        type="button"
        size="sm"
        variant="outline"
        aria-describedby={notes.length > 0 ? notesId : undefined}
        onClick={() => (unavailable ? unavailable() : download(adsEditorCsv(set), adsEditorFileName))}
      >
        <Download aria-hidden="true" />
        Export for Google Ads Editor
      </Button>
      {notes.length > 0 ? (
        <ul id={notesId} className="grid gap-0.5 text-xs text-muted-foreground" data-testid="rsa-export-notes">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
