"use client";

import Link from "next/link";
import { useRef, useState } from "react";

import type { ApiKeySummary } from "@/lib/api-keys/scopes";

import { ApiKeyForm, type CreatedKey } from "./api-key-form";
import { ApiKeyList } from "./api-key-list";
import { ApiKeyReveal } from "./api-key-reveal";

const link = "underline underline-offset-4";

/** The profile's API keys section: make a key with chosen scopes (shown in full once), see the keys, revoke them. */
export function ApiKeys({ initial, subscribed }: { initial: ApiKeySummary[]; subscribed: boolean }) {
  const [keys, setKeys] = useState(initial);
  const [fresh, setFresh] = useState<{ id: string; name: string; key: string } | null>(null);
  const nameField = useRef<HTMLInputElement>(null);
  const planLink = useRef<HTMLAnchorElement>(null);

  const created = ({ key, apiKey }: CreatedKey) => {
    setKeys((current) => [apiKey, ...current]);
    setFresh({ id: apiKey.id, name: apiKey.name, key });
  };
  const revoked = (id: string) => {
    setKeys((current) => current.filter((key) => key.id !== id));
    if (fresh?.id === id) setFresh(null);
  };

  const intro = (
    <p className="text-sm text-muted-foreground">
      API keys let your scripts, agents and MCP clients (Claude, Cursor) use Hookline.{" "}
      <Link href="/docs/api" className={link}>
        Read the API docs
      </Link>
      .
    </p>
  );

  // Someone whose plan lapsed keeps seeing this section after revoking their last key, so focus has somewhere to go.
  if (!subscribed && initial.length === 0) {
    return (
      <div className="grid gap-2">
        {intro}
        <p className="text-sm">
          API keys come with every plan.{" "}
          <Link href="/?scrollTo=pricing" className={link}>
            Choose a plan
          </Link>{" "}
          to create one.
        </p>
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      {intro}
      {subscribed ? (
        <ApiKeyForm onCreated={created} nameRef={nameField} />
      ) : (
        <div className="grid gap-1 text-sm">
          <p className="font-medium text-destructive">Your plan is not active, so your keys do less.</p>
          <p>
            They can still read, edit and delete your saved copy and brand voices, check text against a platform&apos;s
            limits, and read your usage.
          </p>
          <p>They cannot generate, save new copy or create brand voices, and no new key can be made.</p>
          <p>
            <Link ref={planLink} href="/?scrollTo=pricing" className={link}>
              Choose a plan
            </Link>{" "}
            to use your keys fully again.
          </p>
        </div>
      )}
      {fresh ? <ApiKeyReveal name={fresh.name} secret={fresh.key} /> : null}
      <ApiKeyList keys={keys} onRevoked={revoked} onEmptied={() => (nameField.current ?? planLink.current)?.focus()} />
    </div>
  );
}
