"use client";

import { Link2, PlugZap, Unplug } from "lucide-react";
import { useEffect, useId, useState, type FormEvent } from "react";

import { Field } from "@/components/ai-form/field";
import { refusalOf } from "@/components/billing/upgrade-offer";
import { Button } from "@/components/ui/button";
import { FormOutcome } from "@/components/ui/form-outcome";
import { Input } from "@/components/ui/input";
import { call } from "@/lib/api-client/call";
import { postizRoutes } from "@/lib/api-client/routes/postiz";
import { campaignChannels } from "@/lib/config/campaigns";
import { postiz } from "@/lib/config/handoff";
import type { ConnectionSummary } from "@/lib/handoff/connection-summary";
import type { PostizIntegration } from "@/lib/handoff/postiz/schema";

const cloudAddress = "https://api.postiz.com";

function IntegrationList({ integrations }: { integrations: PostizIntegration[] }) {
  if (integrations.length === 0)
    return <p className="text-sm">Postiz answered, but has no channels connected yet: add them in Postiz first.</p>;
  return (
    <ul className="grid gap-1 text-sm" aria-label="Channels in Postiz">
      {integrations.map((item) => (
        <li key={item.id} className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-medium [overflow-wrap:anywhere]">{item.name || item.identifier}</span>
          <span className="text-muted-foreground">
            {item.identifier}
            {item.disabled
              ? " · disabled in Postiz"
              : item.channel && item.channel in campaignChannels
                ? ` · takes ${campaignChannels[item.channel as keyof typeof campaignChannels].label} posts`
                : " · Hookline sends it nothing"}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Connects Postiz (cloud or self-hosted) with an API key, tests it by listing its channels, and disconnects it. */
export function PostizConnection() {
  const id = useId();
  const [connection, setConnection] = useState<ConnectionSummary | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [where, setWhere] = useState<"cloud" | "self">("cloud");
  const [address, setAddress] = useState("");
  const [apiKey, setApiKey] = useState("");
  const [integrations, setIntegrations] = useState<PostizIntegration[] | null>(null);
  const [busy, setBusy] = useState<null | "save" | "test" | "disconnect">(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);

  useEffect(() => {
    void call(postizRoutes.read, undefined).then((answer) => {
      setLoaded(true);
      if (!answer.ok) return setError(refusalOf(answer.error).message);
      setConnection(answer.data.connection);
      const saved = answer.data.connection?.baseUrl;
      if (saved && saved !== postiz.cloudApiUrl) {
        setWhere("self");
        setAddress(saved);
      }
    });
  }, []);

  const run = async (kind: "save" | "test" | "disconnect", request: () => Promise<void>) => {
    setBusy(kind);
    setError(null);
    setNote(null);
    await request();
    setBusy(null);
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const baseUrl = where === "cloud" ? cloudAddress : address.trim();
    if (!baseUrl) return setError("Give your Postiz backend's address, such as https://postiz.example.com/api.");
    if (!apiKey.trim()) return setError("Paste the API key from Postiz's Settings → Public API.");
    void run("save", async () => {
      const answer = await call(postizRoutes.connect, { baseUrl, apiKey });
      if (!answer.ok) return setError(refusalOf(answer.error).message);
      setConnection(answer.data.connection);
      setIntegrations(answer.data.integrations);
      setApiKey("");
      setNote("Postiz is connected: its channels are listed below.");
    });
  };

  const test = () =>
    void run("test", async () => {
      const answer = await call(postizRoutes.test, undefined);
      if (!answer.ok) return setError(refusalOf(answer.error).message);
      setIntegrations(answer.data.integrations);
      setNote("Postiz answered with the saved key.");
    });

  const disconnect = () =>
    void run("disconnect", async () => {
      const answer = await call(postizRoutes.disconnect, undefined);
      if (!answer.ok) return setError(refusalOf(answer.error).message);
      setConnection(null);
      setIntegrations(null);
      setNote("Postiz is disconnected; its key is deleted from Hookline.");
    });

  return (
    <div className="grid gap-4" data-testid="postiz-connection">
      <div className="grid gap-1">
        <h3 className="text-sm font-semibold">Postiz</h3>
        <p className="text-sm text-muted-foreground">
          {!loaded
            ? "Loading…"
            : connection
              ? `Connected to ${connection.baseUrl ?? postiz.cloudApiUrl} with the key ending in ${connection.keyHint}.`
              : "Not connected. Sending creates drafts (or scheduled posts) in your Postiz."}
        </p>
      </div>
      <form className="grid gap-4" onSubmit={save} noValidate aria-label="Connect Postiz">
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Which Postiz</legend>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-where`}
              checked={where === "cloud"}
              onChange={() => setWhere("cloud")}
              className="size-4 accent-primary"
            />
            Postiz cloud ({cloudAddress})
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-where`}
              checked={where === "self"}
              onChange={() => setWhere("self")}
              className="size-4 accent-primary"
            />
            Self-hosted
          </label>
        </fieldset>
        {where === "self" ? (
          <Field
            id={`${id}-address`}
            label="Postiz backend address"
            hint="Your NEXT_PUBLIC_BACKEND_URL, often https://postiz.example.com/api. It must be https."
          >
            {(describedBy) => (
              <Input
                id={`${id}-address`}
                type="url"
                inputMode="url"
                value={address}
                onChange={(event) => setAddress(event.target.value)}
                placeholder="https://postiz.example.com/api"
                autoComplete="url"
                aria-describedby={describedBy}
              />
            )}
          </Field>
        ) : null}
        <Field
          id={`${id}-key`}
          label={connection ? "New API key (to replace the saved one)" : "API key"}
          hint="In Postiz: Settings → Public API. Stored encrypted; only its last four characters are shown again."
        >
          {(describedBy) => (
            <Input
              id={`${id}-key`}
              type="password"
              value={apiKey}
              onChange={(event) => setApiKey(event.target.value)}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" aria-disabled={busy !== null} className="aria-disabled:opacity-50">
            <Link2 aria-hidden="true" />
            {busy === "save" ? "Testing…" : connection ? "Test and save the new key" : "Test and save"}
          </Button>
          {connection ? (
            <>
              <Button type="button" variant="outline" onClick={test} aria-disabled={busy !== null}>
                <PlugZap aria-hidden="true" />
                {busy === "test" ? "Testing…" : "Test connection"}
              </Button>
              <Button type="button" variant="outline" onClick={disconnect} aria-disabled={busy !== null}>
                <Unplug aria-hidden="true" />
                {busy === "disconnect" ? "Disconnecting…" : "Disconnect"}
              </Button>
            </>
          ) : null}
        </div>
      </form>
      <FormOutcome error={error} note={note} />
      {integrations ? <IntegrationList integrations={integrations} /> : null}
    </div>
  );
}
