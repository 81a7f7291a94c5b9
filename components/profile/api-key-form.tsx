"use client";

import { KeyRound } from "lucide-react";
import { useState, type FormEvent, type Ref } from "react";
import { readRefusal } from "@/components/billing/upgrade-offer";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiScopes, createApiKeySchema, scopeDescriptions, type ApiKeySummary, type ApiScope } from "@/lib/api-keys/scopes";
import { api } from "@/lib/config/api";

export type CreatedKey = { key: string; apiKey: ApiKeySummary };

const defaultScopes: ApiScope[] = ["generate"];

/** Names a new API key and picks what it may do; hands the key (shown once) to `onCreated`. */
export function ApiKeyForm({ onCreated, nameRef }: { onCreated: (created: CreatedKey) => void; nameRef?: Ref<HTMLInputElement> }) {
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiScope[]>(defaultScopes);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const toggle = (scope: ApiScope, checked: boolean) => setScopes((current) => (checked ? [...current, scope] : current.filter((item) => item !== scope)));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The same rules the server applies, so a missing name or scope is said without a round trip.
    const parsed = createApiKeySchema.safeParse({ name, scopes });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Check the key's name and scopes.");
    setBusy(true);
    setError(null);
    try {
      const response = await fetch("/api/api-keys", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(parsed.data) });
      if (!response.ok) return setError(await readRefusal(response));
      onCreated((await response.json()) as CreatedKey);
      setName("");
      setScopes(defaultScopes);
    } catch {
      setError("The connection was lost. Check your network and try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="grid gap-4" onSubmit={(event) => void submit(event)} aria-label="Create an API key">
      <div className="grid gap-2">
        <Label htmlFor="api-key-name">Key name</Label>
        <Input
          ref={nameRef}
          id="api-key-name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={api.keyNameMaxLength}
          placeholder="e.g. Claude Desktop"
          autoComplete="off"
          required
        />
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Scopes</legend>
        {apiScopes.map((scope) => {
          const id = `api-key-scope-${scope.replace(":", "-")}`;
          return (
            // The whole row toggles the box (a big target on a phone); the box is named by its scope alone.
            <label key={scope} htmlFor={id} className="flex cursor-pointer items-start gap-3 text-sm">
              <input
                id={id}
                type="checkbox"
                name="scopes"
                value={scope}
                checked={scopes.includes(scope)}
                onChange={(event) => toggle(scope, event.target.checked)}
                aria-labelledby={`${id}-name`}
                aria-describedby={`${id}-description`}
                className="mt-0.5 size-4 shrink-0 accent-primary"
              />
              <span className="grid gap-0.5">
                <code id={`${id}-name`} className="font-mono text-xs font-medium">
                  {scope}
                </code>
                <span id={`${id}-description`} className="text-muted-foreground">
                  {scopeDescriptions[scope]}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={busy}>
          <KeyRound aria-hidden="true" />
          Create key
        </Button>
      </div>
    </form>
  );
}
