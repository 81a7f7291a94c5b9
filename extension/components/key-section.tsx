import { useState, type FormEvent } from "react";

import { apiKeyPattern, maskedKey, type ExtensionAccount } from "../../lib/extension/constants";
import { profileUrl } from "../shared/backend";
import type { Failure } from "../shared/messages";
import { send } from "../shared/send";
import { removeApiKey, saveApiKey } from "../shared/storage";
import { AccountSummary } from "./account-summary";
import { FailureNotice } from "./failure-notice";
import type { AccountState } from "./use-account";

const wrongShape =
  "That doesn't look like a Hookline API key. Copy it again from your Hookline profile: it starts with hk_.";

const masked = (key: string) => maskedKey({ prefix: key.slice(0, 7), lastFour: key.slice(-4) });

/** Paste, test and save the key; the key is only saved once the backend accepted it. */
export function KeySection({
  state,
  onChange,
  onAccount,
}: {
  state: AccountState;
  onChange: () => Promise<void>;
  onAccount: (account: ExtensionAccount | null) => void;
}) {
  const [draft, setDraft] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Failure | null>(null);
  const [saved, setSaved] = useState(false);

  async function test() {
    const key = draft.trim();
    setSaved(false);
    if (!apiKeyPattern.test(key)) return setProblem({ kind: "bad-request", message: wrongShape });
    setBusy(true);
    setProblem(null);
    const outcome = await send({ type: "account", key });
    setBusy(false);
    if (!outcome.ok) return setProblem(outcome.failure);
    await saveApiKey(key);
    setDraft("");
    setSaved(true);
    onAccount(outcome.value);
    await onChange();
  }

  async function remove() {
    await removeApiKey();
    onAccount(null);
    setSaved(false);
    setProblem(null);
    await onChange();
  }

  const hasKey = state.status === "ready" || state.status === "failed";
  return (
    <section aria-labelledby="key-heading">
      <h2 id="key-heading">API key</h2>
      <p className="muted">
        Create your key in{" "}
        <a href={profileUrl} target="_blank" rel="noreferrer">
          your Hookline profile
        </a>
        , under Browser extension. It stays in this browser only.
      </p>
      {hasKey && (
        <p>
          Saved key: <code>{masked(state.key)}</code>
        </p>
      )}
      {state.status === "ready" && <AccountSummary account={state.account} />}
      {state.status === "failed" && <FailureNotice failure={state.failure} onRetry={() => void onChange()} inOptions />}
      {saved && (
        <p className="notice ok" role="status">
          Key saved. Hookline is ready to write replies.
        </p>
      )}
      <form
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void test();
        }}
        noValidate
      >
        <label htmlFor="api-key">{hasKey ? "Replace the key" : "API key"}</label>
        <input
          id="api-key"
          type="password"
          autoComplete="off"
          spellCheck={false}
          placeholder="hk_…"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "key-problem" : undefined}
        />
        <div className="row">
          <button type="submit" className="button" disabled={busy}>
            {busy ? "Testing…" : "Test and save"}
          </button>
          {hasKey && (
            <button type="button" className="button secondary" onClick={() => void remove()}>
              Remove key
            </button>
          )}
        </div>
      </form>
      {problem && (
        <div id="key-problem">
          <FailureNotice failure={problem} onRetry={() => void test()} inOptions />
        </div>
      )}
    </section>
  );
}
