import { shortcutLabel } from "../content/shortcut";
import { send } from "../shared/send";
import { AccountSummary } from "./account-summary";
import { FailureNotice } from "./failure-notice";
import { RecentDrafts } from "./recent-drafts";
import { useAccount } from "./use-account";

export function Popup() {
  const { state, refresh } = useAccount();
  const openSettings = () => void send({ type: "open-options" }).then(() => window.close());
  return (
    <main style={{ width: 320 }}>
      <h1>Hookline</h1>
      <p className="muted">Reply drafts for X, Threads and Instagram. Nothing is posted for you.</p>
      {state.status === "loading" && <p role="status">Checking your key…</p>}
      {state.status === "no-key" && (
        <div className="notice">
          <p>Add your Hookline API key to start writing replies.</p>
          <button type="button" className="button" onClick={openSettings}>
            Add your API key
          </button>
        </div>
      )}
      {state.status === "failed" && <FailureNotice failure={state.failure} onRetry={() => void refresh()} />}
      {state.status === "ready" && (
        <>
          <AccountSummary account={state.account} />
          <p className="muted" style={{ marginTop: 12 }}>
            Open a post, then press <strong>Reply with Hookline</strong> next to the reply box, or {shortcutLabel} in
            it.
          </p>
          <RecentDrafts />
        </>
      )}
      <div className="row">
        <button type="button" className="button secondary" onClick={openSettings}>
          Settings
        </button>
      </div>
    </main>
  );
}
