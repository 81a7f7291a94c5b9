import type { Writer } from "@/lib/ai/types";
import { WriterBadge } from "./writer-badge";

type Props = { working: boolean; workingText: string; doneText: string | null; writer: Writer | null; error: string | null; emptyText: string };

/** The line above a structured result: progress, then what was made and by whom; errors; and the empty state. */
export function ResultStatus({ working, workingText, doneText, writer, error, emptyText }: Props) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2 text-sm" role="status">
        {working ? workingText : doneText}
        {writer && !working ? <WriterBadge label={writer.label} offline={writer.id === "offline"} /> : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {!doneText && !working ? <p className="grid min-h-48 place-items-center rounded-xl border border-dashed p-8 text-center text-muted-foreground">{emptyText}</p> : null}
    </>
  );
}
