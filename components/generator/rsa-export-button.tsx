"use client";

import { Download } from "lucide-react";
import { useId } from "react";

import { Button } from "@/components/ui/button";
import { adsEditorColumnsToFill, adsEditorFileName } from "@/lib/config/generation/ads";
import { adsEditorCsv } from "@/lib/generator/pipeline/ads-editor-csv";
import { responsiveSearchAdSet, type RsaBrief, type RsaPins } from "@/lib/generator/pipeline/rsa";
import type { GeneratorInput } from "@/lib/generator/schema";

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

/** The columns of the file the user still fills in Ads Editor: those the brief cannot know, and a missing final URL. */
export function columnsToFill(brief: Pick<GeneratorInput, "finalUrl">): string[] {
  return [...adsEditorColumnsToFill, ...(brief.finalUrl ? [] : ["Final URL"])];
}

/**
 * Downloads a Google ad variant as a CSV for Google Ads Editor, with the brief's final URL and display paths and the
 * user's pins, and says which columns to fill in Ads Editor and what was left out. An ad Google would refuse (too
 * few headlines or descriptions) is not exported: the reason shows instead. Renders nothing for other copy;
 * `unavailable` (the onboarding demo) is called instead of downloading.
 */
export function RsaExportButton({
  brief,
  variant,
  pins,
  unavailable,
}: {
  brief: RsaBrief & Pick<GeneratorInput, "finalUrl" | "path1" | "path2">;
  variant: string;
  pins?: RsaPins;
  unavailable?: () => void;
}) {
  const notesId = useId();
  const set = responsiveSearchAdSet(brief, variant, pins);
  if (!set) return null;
  const refused = set.problems.length > 0;
  const notes = [...set.problems, ...set.leftOut.map((entry) => entry.message)];
  const placement = { finalUrl: brief.finalUrl, path1: brief.path1, path2: brief.path2 };
  return (
    <div className="grid justify-items-start gap-1">
      <Button
        type="button"
        size="sm"
        variant="outline"
        // Not `disabled`: a refused export stays focusable, so its reason (described by the notes) can be reached.
        aria-disabled={refused || undefined}
        className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        aria-describedby={notesId}
        onClick={() => {
          if (refused) return;
          if (unavailable) unavailable();
          else download(adsEditorCsv(set, placement), adsEditorFileName);
        }}
      >
        <Download aria-hidden="true" />
        Export for Google Ads Editor
      </Button>
      <ul id={notesId} className="grid gap-0.5 text-xs text-muted-foreground" data-testid="rsa-export-notes">
        {refused ? (
          <li className="font-medium text-destructive">Not exported: Google would refuse this ad as it stands.</li>
        ) : (
          <li data-testid="rsa-export-fill">{`In Ads Editor, fill in: ${columnsToFill(brief).join(", ")}.`}</li>
        )}
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </div>
  );
}
