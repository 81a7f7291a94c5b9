import { useCallback, useEffect, useState } from "react";

import type { ExtensionAccount } from "../../lib/extension/constants";
import type { Failure } from "../shared/messages";
import { send } from "../shared/send";
import { readApiKey } from "../shared/storage";

export type AccountState =
  | { status: "loading" }
  | { status: "no-key" }
  | { status: "ready"; key: string; account: ExtensionAccount }
  | { status: "failed"; key: string; failure: Failure };

async function loadAccount(): Promise<AccountState> {
  const key = await readApiKey();
  if (!key) return { status: "no-key" };
  const outcome = await send({ type: "account" });
  return outcome.ok
    ? { status: "ready", key, account: outcome.value }
    : { status: "failed", key, failure: outcome.failure };
}

/** The saved key and what the backend says about it. */
export function useAccount() {
  const [state, setState] = useState<AccountState>({ status: "loading" });
  useEffect(() => {
    let live = true;
    const load = () => void loadAccount().then((next) => live && setState(next));
    load();
    // Back on this tab (say, sent here by "Open Hookline settings"): the key may have been revoked meanwhile.
    window.addEventListener("focus", load);
    return () => {
      live = false;
      window.removeEventListener("focus", load);
    };
  }, []);
  const refresh = useCallback(async () => setState(await loadAccount()), []);
  return { state, refresh };
}
