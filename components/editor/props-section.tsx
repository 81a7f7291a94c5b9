"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { NavTreeNode } from "@/lib/editor/frame/protocol";
import { PanelSection } from "./panel-section";

type Props = { props: NavTreeNode["props"]; onChange: (name: string, value: string) => void };

const propNamePattern = /^[A-Za-z_][\w-]*$/;

/** The selection's props as its source writes them; a literal one can be changed here, a new one added. */
export function PropsSection({ props, onChange }: Props) {
  const entries = Object.entries(props);
  const [name, setName] = useState("");
  const [value, setValue] = useState("");
  return (
    <PanelSection title="Props">
      {entries.length === 0 ? <p className="mb-2 text-sm text-muted-foreground">No props.</p> : null}
      <dl className="mb-2 grid grid-cols-[auto_1fr] items-center gap-1 text-sm">
        {entries.map(([propName, prop]) => (
          <PropRow key={`${propName}=${prop.value}`} name={propName} value={prop.value} editable={prop.type === "LITERAL"} onChange={onChange} />
        ))}
      </dl>
      <form
        className="flex gap-1"
        onSubmit={(event) => {
          event.preventDefault();
          if (!propNamePattern.test(name)) return;
          onChange(name, value);
          setName("");
          setValue("");
        }}
      >
        <input aria-label="New prop name" className="h-8 w-24 rounded-md border bg-background px-2 font-mono text-sm" placeholder="title" value={name} onChange={(event) => setName(event.target.value.trim())} />
        <input aria-label="New prop value" className="h-8 min-w-0 flex-1 rounded-md border bg-background px-2 text-sm" value={value} onChange={(event) => setValue(event.target.value)} />
        <Button size="sm" type="submit" variant="outline" disabled={!propNamePattern.test(name)}>
          Set
        </Button>
      </form>
    </PanelSection>
  );
}

function PropRow({ name, value, editable, onChange }: { name: string; value: string; editable: boolean; onChange: (name: string, value: string) => void }) {
  const [draft, setDraft] = useState(value);
  const commit = () => {
    if (draft !== value) onChange(name, draft);
  };
  return (
    <>
      <dt className="font-mono text-xs">{name}</dt>
      <dd>
        {editable ? (
          <input
            aria-label={`Prop ${name}`}
            className="h-7 w-full rounded border bg-background px-1 text-sm"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === "Enter") commit();
            }}
          />
        ) : (
          <code className="block truncate text-xs text-muted-foreground" title={`${value} (code: change it in the source)`}>
            {value}
          </code>
        )}
      </dd>
    </>
  );
}
