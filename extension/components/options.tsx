import { useState } from "react";

import type { ExtensionAccount } from "../../lib/extension/constants";
import { shortcutLabel } from "../content/shortcut";
import { KeySection } from "./key-section";
import { PersonaSection } from "./persona-section";
import { useAccount } from "./use-account";

export function Options() {
  const { state, refresh } = useAccount();
  const [tested, setTested] = useState<ExtensionAccount | null>(null);
  const account = state.status === "ready" ? state.account : tested;
  return (
    <main style={{ maxWidth: 560, margin: "0 auto" }}>
      <h1>Hookline settings</h1>
      <p className="muted">
        Hookline drafts replies on X, Threads and Instagram in five tones. Press <strong>Reply with Hookline</strong>{" "}
        next to a reply box, or {shortcutLabel} in it; the draft goes into the box and you decide whether to post it.
      </p>
      <KeySection state={state} onChange={refresh} onAccount={setTested} />
      <PersonaSection suggested={account?.persona ?? null} />
    </main>
  );
}
