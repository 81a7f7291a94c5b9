"use client";

import { useState } from "react";

import { Button } from "@/components/ui/button";
import { editorScreen } from "@/lib/config/editor/screen";
import type { StyleModifier } from "@/lib/editor/style-modifiers";

import { isStateModifier, ModifierSelect } from "./modifier-select";
import { PanelSection } from "./panel-section";

export type StylingFramework = "Tailwind" | "Inline" | "CSS";

type Props = {
  computed: { styles: Record<string, string>; parent: { display: string; flexDirection: string } | null } | null;
  modifier: StyleModifier | "";
  onModifier: (modifier: StyleModifier | "") => void;
  forceState: boolean;
  onForceState: (on: boolean) => void;
  onChange: (property: string, value: string, framework: StylingFramework) => void;
};

/**
 * The selection's computed layout and typography, each one changeable, for a state when one is chosen; the state
 * can be forced in the preview so its styles show (tempo-force- classes).
 */
export function StylesSection({ computed, modifier, onModifier, forceState, onForceState, onChange }: Props) {
  const [framework, setFramework] = useState<StylingFramework>("Tailwind");
  const [showAll, setShowAll] = useState(false);
  const entries = Object.entries(computed?.styles ?? {});
  const shown = showAll ? entries : entries.slice(0, editorScreen.stylesShownFirst);
  return (
    <PanelSection title="Styles">
      <div className="mb-2 flex flex-wrap items-center gap-2 text-sm">
        <span className="flex items-center gap-1">
          When
          <ModifierSelect
            id="editor-style-state"
            label="When the styles apply"
            value={modifier}
            onChange={onModifier}
          />
        </span>
        <label className="flex items-center gap-1">
          <input
            type="checkbox"
            checked={forceState}
            disabled={!isStateModifier(modifier)}
            onChange={(event) => onForceState(event.target.checked)}
          />
          Show this state in the preview
        </label>
        <label className="flex items-center gap-1">
          Write as
          <select
            className="h-8 rounded-md border bg-background px-1"
            value={framework}
            onChange={(event) => setFramework(event.target.value as StylingFramework)}
          >
            <option value="Tailwind">Tailwind classes</option>
            <option value="Inline">Inline style</option>
            <option value="CSS">CSS module</option>
          </select>
        </label>
      </div>
      {computed === null ? (
        <p className="text-sm text-muted-foreground">Reading the styles…</p>
      ) : (
        <>
          {computed.parent ? (
            <p className="mb-2 text-xs text-muted-foreground">
              Parent: {computed.parent.display}
              {computed.parent.display.includes("flex") ? `, ${computed.parent.flexDirection}` : ""}
            </p>
          ) : null}
          <dl className="grid grid-cols-[auto_1fr] items-center gap-1 text-sm">
            {shown.map(([property, value]) => (
              <StyleRow
                key={`${property}=${value}`}
                property={property}
                value={value}
                onChange={(next) => onChange(property, next, framework)}
              />
            ))}
          </dl>
          {entries.length > shown.length ? (
            <Button className="mt-2" size="sm" variant="ghost" onClick={() => setShowAll(true)}>
              Show all {entries.length} styles
            </Button>
          ) : null}
        </>
      )}
    </PanelSection>
  );
}

function StyleRow({
  property,
  value,
  onChange,
}: {
  property: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const commit = () => {
    if (draft.trim() !== value) onChange(draft.trim());
  };
  return (
    <>
      <dt className="font-mono text-xs">{property}</dt>
      <dd>
        <input
          aria-label={`Style ${property}`}
          className="h-7 w-full rounded border bg-background px-1 font-mono text-xs"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === "Enter") commit();
          }}
        />
      </dd>
    </>
  );
}
