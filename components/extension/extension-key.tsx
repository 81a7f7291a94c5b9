"use client";

import { KeyRound } from "lucide-react";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";

import { CopyButton } from "@/components/ai-form/copy-button";
import { refusalOf } from "@/components/billing/upgrade-offer";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { call } from "@/lib/api-client/call";
import { apiKeyRoutes } from "@/lib/api-client/routes/api-keys";
import { maskedKey } from "@/lib/extension/schema";
import { dateTime } from "@/lib/format";

export type KeySummary = { prefix: string; lastFour: string; createdAt: string; lastUsedAt: string | null };

type Confirming = "rotate" | "revoke" | null;

/** The profile's Extension section: create the key (shown in full once), rotate it, revoke it, see when it was used. */
export function ExtensionKey({ initial, subscribed }: { initial: KeySummary | null; subscribed: boolean }) {
  const [summary, setSummary] = useState(initial);
  const [fresh, setFresh] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Where focus goes once the answer is on screen: the new key to copy, or the button that makes one.
  const focusNext = useRef<"key" | "create" | null>(null);
  const keyField = useRef<HTMLInputElement>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusNext.current === "key") keyField.current?.focus();
    if (focusNext.current === "create") createButton.current?.focus();
    focusNext.current = null;
  });

  const send = async (method: "POST" | "DELETE") => {
    setBusy(true);
    setError(null);
    if (method === "DELETE") {
      const revoked = await call(apiKeyRoutes.revokeExtensionKey);
      setBusy(false);
      if (!revoked.ok) return setError(refusalOf(revoked.error).message);
      focusNext.current = "create";
      setSummary(null);
      setFresh(null);
    } else {
      const issued = await call(apiKeyRoutes.issueExtensionKey);
      setBusy(false);
      if (!issued.ok) return setError(refusalOf(issued.error).message);
      focusNext.current = "key";
      setSummary(issued.data.apiKey);
      setFresh(issued.data.key);
    }
    setConfirming(null);
  };

  if (!subscribed && !summary) {
    return (
      <p className="text-sm">
        The extension comes with every plan.{" "}
        <Link href="/?scrollTo=pricing" className="underline underline-offset-4">
          Choose a plan
        </Link>{" "}
        to create your key.
      </p>
    );
  }

  return (
    <div className="grid gap-4">
      {fresh ? (
        <div className="grid gap-2 rounded-lg border border-primary/40 bg-primary/5 p-4" role="status">
          <label htmlFor="extension-key" className="text-sm font-medium">
            Your new API key. Copy it now: it is shown only this once.
          </label>
          <div className="flex gap-2">
            <Input
              ref={keyField}
              id="extension-key"
              readOnly
              value={fresh}
              className="font-mono text-xs"
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton text={fresh} label="Copy the API key" />
          </div>
        </div>
      ) : null}
      {summary ? (
        <dl className="grid grid-cols-[7rem_1fr] gap-2 text-sm" data-testid="extension-key">
          <dt className="text-muted-foreground">Key</dt>
          <dd className="font-mono">{maskedKey(summary)}</dd>
          <dt className="text-muted-foreground">Created</dt>
          <dd>{dateTime.format(new Date(summary.createdAt))}</dd>
          <dt className="text-muted-foreground">Last used</dt>
          <dd>{summary.lastUsedAt ? dateTime.format(new Date(summary.lastUsedAt)) : "Never"}</dd>
        </dl>
      ) : (
        <p className="text-sm text-muted-foreground">
          No key yet. Create one and paste it into the extension&apos;s options.
        </p>
      )}
      {!subscribed && summary ? (
        <p className="text-sm text-destructive">
          Your plan is not active, so this key does not work until you choose a plan.
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}

      {confirming ? (
        <div
          className="grid gap-3 rounded-lg border p-4"
          role="group"
          aria-label={confirming === "rotate" ? "Rotate the key" : "Revoke the key"}
        >
          <p className="text-sm">
            {confirming === "rotate"
              ? "The current key stops working at once; paste the new one into the extension."
              : "The extension stops working until you create a new key."}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant={confirming === "revoke" ? "destructive" : "default"}
              disabled={busy}
              onClick={() => void send(confirming === "revoke" ? "DELETE" : "POST")}
            >
              {confirming === "rotate" ? "Rotate key" : "Revoke key"}
            </Button>
            <Button type="button" variant="outline" disabled={busy} onClick={() => setConfirming(null)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          {summary ? (
            <>
              <Button
                type="button"
                variant="outline"
                disabled={busy || !subscribed}
                onClick={() => setConfirming("rotate")}
              >
                Rotate key
              </Button>
              <Button type="button" variant="outline" disabled={busy} onClick={() => setConfirming("revoke")}>
                Revoke key
              </Button>
            </>
          ) : (
            <Button ref={createButton} type="button" disabled={busy} onClick={() => void send("POST")}>
              <KeyRound aria-hidden="true" />
              Create API key
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
