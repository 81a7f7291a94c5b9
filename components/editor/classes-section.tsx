"use client";

import { X } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import type { StyleModifier } from "@/lib/editor/style-modifiers";

import { ModifierSelect } from "./modifier-select";
import { PanelSection } from "./panel-section";

type Props = {
  classList: string[] | null;
  /**
   * When the selection is a component's element: the classes written on the component in the source (null: unknown,
   * computed, or not a component). Its other classes come from the component's own styles and are not removed here.
   */
  componentClasses: string[] | null;
  onAdd: (className: string, modifiers: StyleModifier[]) => void;
  onRemove: (className: string) => void;
};

const classNamePattern = /^[^\s"'`<>]+$/;

/** The selection's classes: remove one, or add Tailwind classes, for a state (hover…) when one is chosen. */
export function ClassesSection({ classList, componentClasses, onAdd, onRemove }: Props) {
  const [draft, setDraft] = useState("");
  const [modifier, setModifier] = useState<StyleModifier | "">("");
  const names = draft.trim().split(/\s+/).filter(Boolean);
  const valid = names.length > 0 && names.every((name) => classNamePattern.test(name));
  return (
    <PanelSection title="Classes">
      {classList === null ? (
        <p className="text-sm text-muted-foreground">Reading the classes…</p>
      ) : classList.length === 0 ? (
        <p className="text-sm text-muted-foreground">No classes yet.</p>
      ) : (
        <ul className="mb-2 flex flex-wrap gap-1" aria-label="Classes of the selection">
          {classList.map((name) => (
            <li key={name} className="flex items-center gap-0.5 rounded bg-muted py-0.5 pl-2 pr-0.5 font-mono text-xs">
              {name}
              {componentClasses === null || componentClasses.includes(name) ? (
                <button
                  type="button"
                  className="rounded p-0.5 hover:bg-background"
                  aria-label={`Remove class ${name}`}
                  onClick={() => onRemove(name)}
                >
                  <X className="size-3" aria-hidden />
                </button>
              ) : (
                <span className="pr-1.5 font-sans text-muted-foreground" title="From the component's own styles">
                  <span className="sr-only">, from the component&apos;s own styles</span>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <form
        className="flex flex-wrap items-center gap-1"
        onSubmit={(event) => {
          event.preventDefault();
          if (!valid) return;
          onAdd(names.join(" "), modifier ? [modifier] : []);
          setDraft("");
        }}
      >
        <label className="sr-only" htmlFor="editor-add-class">
          Class to add
        </label>
        <input
          id="editor-add-class"
          className="h-8 w-full basis-full rounded-md border bg-background px-2 font-mono text-sm"
          placeholder="font-bold"
          value={draft}
          aria-invalid={draft !== "" && !valid}
          onChange={(event) => setDraft(event.target.value)}
        />
        <ModifierSelect
          id="editor-class-state"
          label="When the class applies"
          value={modifier}
          onChange={setModifier}
        />
        <Button size="sm" type="submit" disabled={!valid}>
          Add class
        </Button>
      </form>
    </PanelSection>
  );
}
