"use client";

import { Link2Off, ListRestart, Save } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";

import { Button } from "@/components/ui/button";
import { FormOutcome } from "@/components/ui/form-outcome";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { call } from "@/lib/api-client/call";
import { typefullyConnectionRoutes } from "@/lib/api-client/routes/connections-typefully";
import type { ConnectionSummary } from "@/lib/handoff/connection-summary";
import type { SocialSet } from "@/lib/handoff/typefully/schema";

type Busy = "loading" | "saving" | "disconnecting" | null;

/**
 * Connects Typefully: paste an API key, load the account's social sets, choose the one drafts go to, save. The key is
 * never shown again, only its last four characters; with a key saved, the sets can be loaded and changed without it.
 */
export function TypefullyConnectionForm({ initial }: { initial: ConnectionSummary | null }) {
  const [connection, setConnection] = useState(initial);
  const [editing, setEditing] = useState(initial === null);
  const [apiKey, setApiKey] = useState("");
  const [socialSets, setSocialSets] = useState<SocialSet[] | null>(null);
  const [socialSetId, setSocialSetId] = useState(initial?.socialSetId ?? "");
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const keyField = useRef<HTMLInputElement>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const id = useId();
  const keyId = `${id}-key`;
  const setId = `${id}-set`;
  const keyHelpId = `${id}-key-help`;

  const loadSets = async () => {
    setError(null);
    setNote(null);
    if (!apiKey.trim() && !connection) {
      setError("Paste your Typefully API key first.");
      keyField.current?.focus();
      return;
    }
    setBusy("loading");
    const answer = await call(typefullyConnectionRoutes.socialSets, apiKey.trim() ? { apiKey: apiKey.trim() } : {});
    setBusy(null);
    if (!answer.ok) return setError(answer.error.message);
    const sets = answer.data.socialSets;
    setSocialSets(sets);
    if (sets.length === 0) return setError("This Typefully account has no social set yet: add one in Typefully first.");
    setSocialSetId((current) => (sets.some((set) => set.id === current) ? current : (sets[0]?.id ?? "")));
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setNote(null);
    if (!socialSets || !socialSetId) return setError("Load your social sets and choose one first.");
    setBusy("saving");
    const answer = await call(typefullyConnectionRoutes.save, {
      ...(apiKey.trim() ? { apiKey: apiKey.trim() } : {}),
      socialSetId,
    });
    setBusy(null);
    if (!answer.ok) return setError(answer.error.message);
    setConnection(answer.data.connection);
    setApiKey("");
    setSocialSets(null);
    setEditing(false);
    setNote("Typefully is connected.");
    requestAnimationFrame(() => changeButton.current?.focus());
  };

  const disconnect = async () => {
    setError(null);
    setNote(null);
    setBusy("disconnecting");
    const answer = await call(typefullyConnectionRoutes.disconnect, undefined);
    setBusy(null);
    if (!answer.ok) return setError(answer.error.message);
    setConnection(null);
    setSocialSets(null);
    setSocialSetId("");
    setEditing(true);
    setNote("Typefully is disconnected; its key is forgotten.");
    requestAnimationFrame(() => keyField.current?.focus());
  };

  return (
    <div className="grid gap-4" data-testid="typefully-connection">
      <h3 className="text-sm font-semibold">Typefully</h3>
      {connection ? (
        <div className="grid gap-3 text-sm">
          <p>
            Drafts go to <strong className="[overflow-wrap:anywhere]">{connection.socialSetName}</strong>, with the key
            ending in <code className="font-mono">{connection.keyHint}</code>.
          </p>
          <div className="flex flex-wrap gap-3">
            {editing ? null : (
              <Button ref={changeButton} type="button" variant="outline" onClick={() => setEditing(true)}>
                Change key or social set
              </Button>
            )}
            <Button type="button" variant="outline" disabled={busy !== null} onClick={() => void disconnect()}>
              <Link2Off aria-hidden="true" />
              {busy === "disconnecting" ? "Disconnecting…" : "Disconnect"}
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          Send a campaign&apos;s X, LinkedIn and Threads posts to Typefully as drafts. Make an API key in
          Typefully&apos;s settings (API), paste it here and choose the social set the drafts go to.
        </p>
      )}
      {editing ? (
        <form className="grid gap-4" onSubmit={(event) => void save(event)} noValidate aria-label="Connect Typefully">
          <div className="grid gap-2">
            <Label htmlFor={keyId}>Typefully API key</Label>
            <Input
              ref={keyField}
              id={keyId}
              type="password"
              value={apiKey}
              onChange={(event) => {
                setApiKey(event.target.value);
                setSocialSets(null);
              }}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={keyHelpId}
            />
            <p id={keyHelpId} className="text-xs text-muted-foreground">
              {connection
                ? "Leave it empty to keep the saved key. Kept encrypted; only its last four characters are shown."
                : "Kept encrypted; only its last four characters are shown after saving."}
            </p>
          </div>
          <div>
            <Button type="button" variant="outline" disabled={busy !== null} onClick={() => void loadSets()}>
              <ListRestart aria-hidden="true" />
              {busy === "loading" ? "Loading…" : "Load social sets"}
            </Button>
          </div>
          {socialSets && socialSets.length > 0 ? (
            <div className="grid gap-2">
              <Label htmlFor={setId}>Social set the drafts go to</Label>
              <NativeSelect id={setId} value={socialSetId} onChange={(event) => setSocialSetId(event.target.value)}>
                {socialSets.map((set) => (
                  <option key={set.id} value={set.id}>
                    {set.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={busy !== null || !socialSets || socialSets.length === 0}>
              <Save aria-hidden="true" />
              {busy === "saving" ? "Checking with Typefully…" : "Save"}
            </Button>
            {connection ? (
              <Button
                type="button"
                variant="ghost"
                onClick={() => {
                  setEditing(false);
                  setApiKey("");
                  setSocialSets(null);
                  setError(null);
                }}
              >
                Cancel
              </Button>
            ) : null}
          </div>
        </form>
      ) : null}
      <FormOutcome error={error} note={note} />
    </div>
  );
}
