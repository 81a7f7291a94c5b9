"use client";

import { useEffect, useId, useState } from "react";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { wordsFor, type ApiResult } from "@/lib/api-client/api-error";
import { call, stream } from "@/lib/api-client/call";
import { handoffRoutes } from "@/lib/api-client/routes/handoff";
import { bufferFile, postingTimes } from "@/lib/config/handoff";

import { announceHandoffs } from "./handoff-labels";
import { browserTimeZone, timeZoneChoices } from "./time-zones";

type Props = {
  target: BufferExportTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to when the dialog closes (its button). */
  onClosed: () => void;
};

/** What is exported: a campaign's social posts, or saved copies of the library. */
export type BufferExportTarget = { kind: "campaign"; campaignId: string } | { kind: "library"; savedCopyIds: string[] };

type Summary = {
  name: string;
  files: { name: string; rows: number }[];
  held: { message: string }[];
};

type Choices = { timeZone: string; time: string; freePlan: boolean; startDate: string };

function preview(target: BufferExportTarget, choices: Choices, signal: AbortSignal): Promise<ApiResult<Summary>> {
  const { timeZone, time, freePlan, startDate } = choices;
  if (target.kind === "campaign")
    return call(
      handoffRoutes.campaignBufferPreview,
      { timeZone, time, freePlan },
      { params: { id: target.campaignId }, signal },
    );
  return call(
    handoffRoutes.libraryBufferPreview,
    { savedCopyIds: target.savedCopyIds, timeZone, time, freePlan, ...(startDate ? { startDate } : {}) },
    { signal },
  );
}

/** The file's bytes: a ZIP when the summary lists several files, else the one CSV. */
function download(target: BufferExportTarget, choices: Choices, zipped: boolean) {
  const { timeZone, time, freePlan, startDate } = choices;
  if (target.kind === "campaign")
    return stream(
      zipped ? handoffRoutes.campaignBufferZip : handoffRoutes.campaignBufferCsv,
      { timeZone, time, freePlan },
      { params: { id: target.campaignId } },
    );
  return stream(zipped ? handoffRoutes.libraryBufferZip : handoffRoutes.libraryBufferCsv, {
    savedCopyIds: target.savedCopyIds,
    timeZone,
    time,
    freePlan,
    ...(startDate ? { startDate } : {}),
  });
}

function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task ends.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const posts = (count: number) => `${count} ${count === 1 ? "post" : "posts"}`;

/**
 * Exports social posts as Buffer's bulk-upload file: the time zone whose clock the posting times are on (the
 * browser's by default), the first posting time, Buffer's free plan's smaller files, and a summary of what goes and
 * what is held back and why, read from the server before anything is downloaded.
 */
export function BufferExportDialog({ target, open, onOpenChange: setOpen, onClosed }: Props) {
  const id = useId();
  // Mounted on the first click only, in the browser: its clock is the one to start from.
  const [choices, setChoices] = useState<Choices>(() => ({
    timeZone: browserTimeZone(),
    time: postingTimes.defaultTime,
    freePlan: false,
    startDate: "",
  }));
  const [summary, setSummary] = useState<Summary | null>(null);
  const [problem, setProblem] = useState("");
  const [loading, setLoading] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [done, setDone] = useState("");
  const targetKey = JSON.stringify(target);

  useEffect(() => {
    if (!open || choices.timeZone.trim() === "") return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      void preview(JSON.parse(targetKey) as BufferExportTarget, choices, controller.signal).then((result) => {
        if (controller.signal.aborted) return;
        setLoading(false);
        if (result.ok) {
          setSummary(result.data);
          setProblem("");
        } else {
          setSummary(null);
          setProblem(wordsFor(result.error, "The export could not be prepared. Try again.", "You are offline."));
        }
      });
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, choices, targetKey]);

  const change = (next: Partial<Choices>) => {
    setDone("");
    setChoices((current) => ({ ...current, ...next }));
  };

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setDone("");
  };

  const start = async () => {
    if (!summary || summary.files.length === 0) return;
    setDownloading(true);
    const result = await download(target, choices, summary.files.length > 1);
    if (!result.ok) {
      setDownloading(false);
      setProblem(wordsFor(result.error, "The file could not be downloaded. Try again.", "You are offline."));
      return;
    }
    const blob = await new Response(result.data).blob();
    setDownloading(false);
    save(blob, summary.name);
    setDone(`Downloaded ${summary.name}.`);
    // The export is recorded: the board's hand-off list shows it at once.
    announceHandoffs();
  };

  const exported = summary?.files.reduce((sum, file) => sum + file.rows, 0) ?? 0;
  const zones = open ? timeZoneChoices(choices.timeZone) : [];

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <DialogHeader>
          <DialogTitle>Export for Buffer</DialogTitle>
          <DialogDescription>
            One file per channel, for Buffer&apos;s bulk upload. Posts over their platform&apos;s limit stay here.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void start();
          }}
        >
          <div className="grid gap-1">
            <label htmlFor={`${id}-zone`} className="text-sm font-medium">
              Time zone
            </label>
            <Input
              id={`${id}-zone`}
              list={`${id}-zones`}
              value={choices.timeZone}
              onChange={(event) => change({ timeZone: event.target.value })}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={`${id}-zone-hint`}
            />
            <datalist id={`${id}-zones`}>
              {zones.map((zone) => (
                <option key={zone} value={zone} />
              ))}
            </datalist>
            <p id={`${id}-zone-hint`} className="text-xs text-muted-foreground">
              The posting times are on this clock. Use the time zone set in your Buffer account.
            </p>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1">
              <label htmlFor={`${id}-time`} className="text-sm font-medium">
                First post of the day
              </label>
              <Input
                id={`${id}-time`}
                type="time"
                value={choices.time}
                required
                onChange={(event) => change({ time: event.target.value })}
              />
            </div>
            {target.kind === "library" ? (
              <div className="grid gap-1">
                <label htmlFor={`${id}-start`} className="text-sm font-medium">
                  First day (tomorrow if empty)
                </label>
                <Input
                  id={`${id}-start`}
                  type="date"
                  value={choices.startDate}
                  onChange={(event) => change({ startDate: event.target.value })}
                />
              </div>
            ) : null}
          </div>
          <label className="flex min-h-10 items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={choices.freePlan}
              onChange={(event) => change({ freePlan: event.target.checked })}
              className="size-4 accent-primary"
            />
            Buffer free plan ({bufferFile.freePlanMaxRows} posts per file)
          </label>
          <div className="grid gap-2 rounded-md border p-3 text-sm" aria-live="polite" data-testid="buffer-summary">
            {problem ? (
              <p role="alert" className="text-destructive">
                {problem}
              </p>
            ) : !summary ? (
              <p className="text-muted-foreground">Preparing the export…</p>
            ) : (
              <>
                <p>
                  {exported === 0
                    ? "No post can be exported yet."
                    : `${posts(exported)} in ${summary.files.length === 1 ? "one file" : `${summary.files.length} files, zipped`}:`}
                </p>
                {summary.files.length > 0 ? (
                  <ul className="list-inside list-disc break-all">
                    {summary.files.map((file) => (
                      <li key={file.name}>
                        {file.name} ({posts(file.rows)})
                      </li>
                    ))}
                  </ul>
                ) : null}
                {summary.held.length > 0 ? (
                  <>
                    <p className="font-medium">Held back ({summary.held.length}):</p>
                    <ul className="list-inside list-disc text-muted-foreground">
                      {summary.held.map((post, index) => (
                        <li key={index}>{post.message}</li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </>
            )}
          </div>
          <p role="status" className="text-sm empty:hidden">
            {done}
          </p>
          <Button type="submit" disabled={loading || downloading || !summary || summary.files.length === 0}>
            {downloading ? "Downloading…" : summary && summary.files.length > 1 ? "Download ZIP" : "Download CSV"}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
