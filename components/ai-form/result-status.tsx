import type { Writer } from "@/lib/ai/types";

import { RefusalAlert } from "./refusal-alert";
import { WriterBadge } from "./writer-badge";

type Props = {
  working: boolean;
  workingText: string;
  doneText: string | null;
  writer: Writer | null;
  error: string | null;
  errorCode?: string | null;
  emptyText: string;
};

/** The line above a structured result: progress, then what was made and by whom; errors; and the empty state. */
export function ResultStatus({ working, workingText, doneText, writer, error, errorCode, emptyText }: Props) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2 text-sm" role="status">
        {working ? workingText : doneText}
        {writer && !working ? <WriterBadge label={writer.label} offline={writer.id === "offline"} /> : null}
      </div>
      {error ? <RefusalAlert message={error} code={errorCode} /> : null}
      {!doneText && !working ? (
        <p className="grid min-h-48 place-items-center rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          {emptyText}
        </p>
      ) : null}
    </>
  );
}
