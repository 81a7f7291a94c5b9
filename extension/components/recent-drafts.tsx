import { useCallback, useEffect, useRef, useState } from "react";

import { platformLabels } from "../../lib/extension/constants";
import type { HistoryDraft } from "../../lib/extension/schema";
import type { Failure } from "../shared/messages";
import { send } from "../shared/send";
import { FailureNotice } from "./failure-notice";

type HistoryState =
  { status: "loading" } | { status: "ready"; drafts: HistoryDraft[] } | { status: "failed"; failure: Failure };

/** Enough of the post to recognise it in a 320-pixel popup. */
const excerptCharacters = 90;
/** How long a button says "Copied" before it offers to copy again. */
const copiedForMs = 2000;

function shortExcerpt(post: string): string {
  const characters = Array.from(post.replace(/\s+/g, " ").trim());
  return characters.length <= excerptCharacters
    ? characters.join("")
    : `${characters
        .slice(0, excerptCharacters - 1)
        .join("")
        .trimEnd()}…`;
}

async function loadHistory(): Promise<HistoryState> {
  const outcome = await send({ type: "history" });
  return outcome.ok
    ? { status: "ready", drafts: outcome.value.drafts }
    : { status: "failed", failure: outcome.failure };
}

/** The user's newest reply drafts, each ready to copy again. */
export function RecentDrafts() {
  const [state, setState] = useState<HistoryState>({ status: "loading" });
  /** The draft last copied (or that could not be), until the "Copied" has been shown long enough. */
  const [copied, setCopied] = useState<{ id: string; ok: boolean } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const refresh = useCallback(async () => {
    setState({ status: "loading" });
    setState(await loadHistory());
  }, []);

  useEffect(() => {
    let live = true;
    void loadHistory().then((next) => live && setState(next));
    return () => {
      live = false;
      clearTimeout(timer.current);
    };
  }, []);

  async function copy(draft: HistoryDraft) {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(draft.text);
      setCopied({ id: draft.id, ok: true });
    } catch {
      setCopied({ id: draft.id, ok: false });
    }
    timer.current = setTimeout(() => setCopied(null), copiedForMs);
  }

  const drafts = state.status === "ready" ? state.drafts : [];
  const copiedNumber = copied?.ok ? drafts.findIndex((draft) => draft.id === copied.id) + 1 : 0;
  return (
    <section aria-labelledby="recent-drafts-heading">
      <h2 id="recent-drafts-heading">Recent drafts</h2>
      {state.status === "loading" && <p role="status">Loading your recent drafts…</p>}
      {state.status === "failed" && <FailureNotice failure={state.failure} onRetry={() => void refresh()} />}
      {state.status === "ready" && drafts.length === 0 && (
        <p className="muted">
          No drafts yet. The replies Hookline writes for you will show up here, ready to copy again.
        </p>
      )}
      {drafts.length > 0 && (
        <ol style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {drafts.map((draft, index) => {
            const number = index + 1;
            const isCopied = copied?.id === draft.id && copied.ok;
            const copyFailed = copied?.id === draft.id && !copied.ok;
            return (
              <li
                key={draft.id}
                style={{ padding: "10px 0", borderTop: index === 0 ? undefined : "1px solid var(--line)" }}
              >
                <p className="muted" style={{ margin: "0 0 4px", fontSize: 13 }}>
                  {platformLabels[draft.platform]}
                  {draft.author ? ` · ${draft.author}` : ""}: “{shortExcerpt(draft.postExcerpt)}”
                </p>
                <p
                  id={`draft-${draft.id}`}
                  style={{ margin: "0 0 6px", whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
                >
                  {draft.text}
                </p>
                <button
                  type="button"
                  className="button secondary"
                  aria-label={`${isCopied ? "Copied" : "Copy"} draft ${number}`}
                  aria-describedby={`draft-${draft.id}`}
                  onClick={() => void copy(draft)}
                >
                  {isCopied ? "Copied" : "Copy"}
                </button>
                {copyFailed && (
                  <p className="field-error" role="alert">
                    Couldn&apos;t copy. Select the draft and copy it yourself.
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <p role="status" style={visuallyHidden}>
        {copiedNumber > 0 ? `Draft ${copiedNumber} copied.` : ""}
      </p>
    </section>
  );
}

/** Read out by screen readers, not shown: the button itself already says "Copied". */
const visuallyHidden = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;
