"use client";

import { useEffect, useState } from "react";

import { Button } from "@/components/ui/button";
import type { NavTreeNode } from "@/lib/editor/frame/protocol";
import type { TextOriginAnswer } from "@/lib/editor/text-origin-api";

import { fetchTextOrigin } from "./editor-api";
import { PanelSection } from "./panel-section";

type ChangeProp = (name: string, value: string, oldValue?: string) => void;
type Props = { canvasId: string; codebaseId: string | null; props: NavTreeNode["props"]; onChange: ChangeProp };

const propNamePattern = /^[A-Za-z_][\w-]*$/;
/** {hero.image} or {src}: code that reads a value, which may be a literal in page data. */
const readsAValue = /^[A-Za-z_$][\w$]*(\??\.[A-Za-z_$][\w$]*)*$/;

/**
 * The selection's props as its source writes them: a literal one can be changed here, and so can one read from
 * a literal in page data (named with its file); a new one can be added.
 */
export function PropsSection({ canvasId, codebaseId, props, onChange }: Props) {
  const entries = Object.entries(props);
  const [name, setName] = useState("");
  const [value, setValue] = useState("");
  return (
    <PanelSection title="Props">
      {entries.length === 0 ? <p className="mb-2 text-sm text-muted-foreground">No props.</p> : null}
      <dl className="mb-2 grid grid-cols-[auto_1fr] items-center gap-1 text-sm">
        {entries.map(([propName, prop]) =>
          prop.type === "JSON_OBJECT" && codebaseId && readsAValue.test(prop.value) ? (
            <PageDataPropRow
              key={`${propName}=${prop.value}`}
              canvasId={canvasId}
              codebaseId={codebaseId}
              name={propName}
              code={prop.value}
              onChange={onChange}
            />
          ) : (
            <PropRow
              key={`${propName}=${prop.value}`}
              name={propName}
              value={prop.value}
              editable={prop.type === "LITERAL"}
              onChange={onChange}
            />
          ),
        )}
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
        <input
          aria-label="New prop name"
          className="h-8 w-24 rounded-md border bg-background px-2 font-mono text-sm"
          placeholder="title"
          value={name}
          onChange={(event) => setName(event.target.value.trim())}
        />
        <input
          aria-label="New prop value"
          className="h-8 min-w-0 flex-1 rounded-md border bg-background px-2 text-sm"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button size="sm" type="submit" variant="outline" disabled={!propNamePattern.test(name)}>
          Set
        </Button>
      </form>
    </PanelSection>
  );
}

/** A prop read from page data: editable as the literal it reads, when the server finds exactly one. */
function PageDataPropRow({
  canvasId,
  codebaseId,
  name,
  code,
  onChange,
}: {
  canvasId: string;
  codebaseId: string;
  name: string;
  code: string;
  onChange: ChangeProp;
}) {
  const [origin, setOrigin] = useState<TextOriginAnswer | null>(null);
  useEffect(() => {
    let current = true;
    void fetchTextOrigin(canvasId, codebaseId, "", name).then((answer) => {
      if (current) setOrigin(answer);
    });
    return () => {
      current = false;
    };
  }, [canvasId, codebaseId, name]);
  if (!origin?.editable) return <PropRow name={name} value={code} editable={false} onChange={onChange} />;
  return (
    <PropRow
      key={origin.value}
      name={name}
      value={origin.value}
      editable
      onChange={onChange}
      from={`${origin.file}, line ${origin.line}`}
    />
  );
}

function PropRow({
  name,
  value,
  editable,
  onChange,
  from,
}: {
  name: string;
  value: string;
  editable: boolean;
  onChange: ChangeProp;
  from?: string;
}) {
  const [draft, setDraft] = useState(value);
  const commit = () => {
    if (draft !== value) onChange(name, draft, from ? value : undefined);
  };
  return (
    <>
      <dt className="font-mono text-xs">{name}</dt>
      <dd>
        {editable ? (
          <input
            aria-label={`Prop ${name}`}
            title={from ? `Written in ${from}` : undefined}
            className="h-7 w-full rounded border bg-background px-1 text-sm"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === "Enter") commit();
            }}
          />
        ) : (
          <code
            className="block truncate text-xs text-muted-foreground"
            title={`${value} (code: change it in the source)`}
          >
            {value}
          </code>
        )}
      </dd>
    </>
  );
}
