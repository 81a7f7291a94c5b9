"use client";

import { useEffect, useRef } from "react";

import { CopyButton } from "@/components/ai-form/copy-button";
import { Input } from "@/components/ui/input";

/** A key just made, in full, this once; focus lands on it so it can be copied at once. */
export function ApiKeyReveal({ name, secret }: { name: string; secret: string }) {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), [secret]);
  return (
    <div className="grid gap-2 rounded-lg border border-primary/40 bg-primary/5 p-4">
      <label htmlFor="new-api-key" className="text-sm font-medium">
        New key: {name}
      </label>
      <div className="flex gap-2">
        <Input
          ref={field}
          id="new-api-key"
          readOnly
          value={secret}
          aria-describedby="new-api-key-note"
          className="font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton text={secret} label={`Copy the key ${name}`} />
      </div>
      <p id="new-api-key-note" className="text-sm">
        Copy this key now: it will not be shown again.
      </p>
    </div>
  );
}
