"use client";

import { KeyRound } from "lucide-react";
import { useState, type FormEvent, type Ref } from "react";

import { Field } from "@/components/ai-form/field";
import { useSchemaForm } from "@/components/ai-form/use-schema-form";
import { refusalOf } from "@/components/billing/upgrade-offer";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { call } from "@/lib/api-client/call";
import { fieldRefusal } from "@/lib/api-client/field-refusal";
import { apiKeyRoutes } from "@/lib/api-client/routes/api-keys";
import {
  apiScopes,
  createApiKeySchema,
  scopeDescriptions,
  type ApiKeySummary,
  type ApiScope,
} from "@/lib/api-keys/scopes";
import { api } from "@/lib/config/api";

export type CreatedKey = { key: string; apiKey: ApiKeySummary };

type Values = { name: string; scopes: ApiScope[] };

const blank = (): Values => ({ name: "", scopes: ["generate"] });
const scopeId = (scope: ApiScope) => `api-key-scope-${scope.replace(":", "-")}`;
const scopesErrorId = "api-key-scopes-error";

/** Names a new API key and picks what it may do; hands the key (shown once) to `onCreated`. */
export function ApiKeyForm({
  onCreated,
  nameRef,
}: {
  onCreated: (created: CreatedKey) => void;
  nameRef?: Ref<HTMLInputElement>;
}) {
  // The same rules the server applies, so a missing name or scope is said at its field without a round trip.
  const { values, setValues, errors, set, showError, validate } = useSchemaForm<Values>(blank, createApiKeySchema, {
    idPrefix: "api-key",
    focusIdOf: { scopes: scopeId(apiScopes[0]) },
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const toggle = (scope: ApiScope, checked: boolean) =>
    set("scopes", checked ? [...values.scopes, scope] : values.scopes.filter((item) => item !== scope));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (!validate()) return;
    const body = createApiKeySchema.parse(values);
    setBusy(true);
    const created = await call(apiKeyRoutes.create, body);
    setBusy(false);
    if (!created.ok) {
      const { message } = refusalOf(created.error);
      const atField = fieldRefusal<keyof Values>(created.error, ["name", "scopes"]);
      return atField ? showError(atField.field, atField.message) : setError(message);
    }
    onCreated(created.data);
    setValues(blank());
  };

  return (
    <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate aria-label="Create an API key">
      <Field id="api-key-name" label="Key name" error={errors.name}>
        {(describedBy) => (
          <Input
            ref={nameRef}
            id="api-key-name"
            value={values.name}
            onChange={(event) => set("name", event.target.value)}
            maxLength={api.keyNameMaxLength}
            placeholder="e.g. Claude Desktop"
            autoComplete="off"
            required
            aria-invalid={Boolean(errors.name) || undefined}
            aria-describedby={describedBy}
          />
        )}
      </Field>
      <fieldset className="grid gap-3" aria-describedby={errors.scopes ? scopesErrorId : undefined}>
        <legend className="mb-2 text-sm font-medium">Scopes</legend>
        {apiScopes.map((scope) => {
          const id = scopeId(scope);
          return (
            // The whole row toggles the box (a big target on a phone); the box is named by its scope alone.
            <label key={scope} htmlFor={id} className="flex cursor-pointer items-start gap-3 text-sm">
              <input
                id={id}
                type="checkbox"
                name="scopes"
                value={scope}
                checked={values.scopes.includes(scope)}
                onChange={(event) => toggle(scope, event.target.checked)}
                aria-labelledby={`${id}-name`}
                aria-describedby={errors.scopes ? `${id}-description ${scopesErrorId}` : `${id}-description`}
                aria-invalid={Boolean(errors.scopes) || undefined}
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
        {errors.scopes ? (
          <p id={scopesErrorId} className="text-sm text-destructive">
            {errors.scopes}
          </p>
        ) : null}
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
