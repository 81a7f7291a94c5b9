"use client";

import { useEffect, useRef, useState } from "react";

import { refusalOf } from "@/components/billing/upgrade-offer";
import { Button } from "@/components/ui/button";
import { call } from "@/lib/api-client/call";
import { apiKeyRoutes } from "@/lib/api-client/routes/api-keys";
import type { ApiKeySummary } from "@/lib/api-keys/scopes";
import { maskedKey } from "@/lib/extension/constants";
import { dateTime } from "@/lib/format";

const when = (iso: string) => dateTime.format(new Date(iso));
// Names need not be unique, so the masked key tells two keys of the same name apart.
const revokeName = (key: ApiKeySummary) => `Revoke ${key.name} (${maskedKey(key)})`;
const warningOf = (key: ApiKeySummary) => `api-key-revoke-warning-${key.id}`;

/**
 * The user's API keys with what each may do and when it was last used. Revoking asks first, in place; afterwards
 * focus goes to the next key's Revoke button, or to `onEmptied`'s target when none is left.
 */
export function ApiKeyList({
  keys,
  onRevoked,
  onEmptied,
}: {
  keys: ApiKeySummary[];
  onRevoked: (id: string) => void;
  onEmptied: () => void;
}) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef<{ kind: "revoke" | "cancel"; id: string } | "emptied" | null>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const next = focusNext.current;
    focusNext.current = null;
    if (next === "emptied") onEmptied();
    else if (next?.kind === "revoke") buttons.current.get(next.id)?.focus();
    else if (next?.kind === "cancel") cancelButton.current?.focus();
  });

  const ask = (id: string) => {
    setError(null);
    focusNext.current = { kind: "cancel", id };
    setConfirming(id);
  };

  const cancel = (id: string) => {
    focusNext.current = { kind: "revoke", id };
    setConfirming(null);
  };

  const revoke = async (id: string) => {
    setBusy(true);
    setError(null);
    const revoked = await call(apiKeyRoutes.revoke, undefined, { params: { id } });
    setBusy(false);
    if (!revoked.ok) return setError(refusalOf(revoked.error).message);
    const index = keys.findIndex((key) => key.id === id);
    const neighbour = keys[index + 1] ?? keys[index - 1];
    focusNext.current = neighbour ? { kind: "revoke", id: neighbour.id } : "emptied";
    setConfirming(null);
    onRevoked(id);
  };

  return (
    <div className="grid gap-3">
      <h3 className="text-base font-semibold">Your keys</h3>
      {keys.length === 0 ? (
        <p className="text-sm text-muted-foreground">No API keys yet.</p>
      ) : (
        <ul className="grid gap-3" aria-label="Your API keys">
          {keys.map((key) => (
            <li key={key.id} className="grid gap-3 rounded-lg border p-4" data-testid="api-key">
              <p className="font-medium break-words">{key.name}</p>
              <dl className="grid grid-cols-[6rem_1fr] gap-x-2 gap-y-1 text-sm">
                <dt className="text-muted-foreground">Key</dt>
                <dd className="font-mono break-all">{maskedKey(key)}</dd>
                <dt className="text-muted-foreground">Scopes</dt>
                <dd>
                  <ul className="flex flex-wrap gap-1" aria-label="Scopes">
                    {key.scopes.map((scope) => (
                      <li key={scope}>
                        <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{scope}</code>
                      </li>
                    ))}
                  </ul>
                </dd>
                <dt className="text-muted-foreground">Created</dt>
                <dd>{when(key.createdAt)}</dd>
                <dt className="text-muted-foreground">Last used</dt>
                <dd>{key.lastUsedAt ? when(key.lastUsedAt) : "Never used"}</dd>
              </dl>
              {confirming === key.id ? (
                <div
                  className="grid gap-3 rounded-lg border border-destructive/40 p-3"
                  role="group"
                  aria-label={revokeName(key)}
                >
                  <p id={warningOf(key)} className="text-sm">
                    Anything using this key stops working at once. This cannot be undone.
                  </p>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      type="button"
                      variant="destructive"
                      disabled={busy}
                      onClick={() => void revoke(key.id)}
                      aria-describedby={warningOf(key)}
                    >
                      Revoke key
                    </Button>
                    <Button
                      ref={cancelButton}
                      type="button"
                      variant="outline"
                      disabled={busy}
                      onClick={() => cancel(key.id)}
                    >
                      Cancel
                    </Button>
                  </div>
                </div>
              ) : (
                <div>
                  <Button
                    ref={(button) => {
                      if (button) buttons.current.set(key.id, button);
                      else buttons.current.delete(key.id);
                    }}
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={busy}
                    onClick={() => ask(key.id)}
                    aria-label={revokeName(key)}
                  >
                    Revoke
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
