"use client";

import { Plus, X } from "lucide-react";

import { FieldNotes, notesIdsOf } from "@/components/ai-form/field-notes";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

type Props = {
  id: string;
  legend: string;
  /** One item, in sentences: "key message". */
  noun: string;
  items: string[];
  max: number;
  /** The fewest items the list keeps: its last ones cannot be removed. */
  min?: number;
  maxLength: number;
  error?: string;
  hint?: string;
  onChange: (items: string[]) => void;
};

/** A list of short texts with add and remove buttons; the first item's input has the list's id, for focus on error. */
export function ListField({ id, legend, noun, items, max, min = 0, maxLength, error, hint, onChange }: Props) {
  const describedBy = notesIdsOf(id, hint, error);
  const add = () => {
    onChange([...items, ""]);
    requestAnimationFrame(() => document.getElementById(`${id}-${items.length}`)?.focus());
  };
  return (
    <fieldset className="grid gap-2" aria-describedby={describedBy}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {items.map((item, index) => {
        const inputId = index === 0 ? id : `${id}-${index}`;
        return (
          <div key={index} className="flex items-center gap-2">
            <Input
              id={inputId}
              value={item}
              maxLength={maxLength}
              aria-label={`${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${index + 1}`}
              aria-invalid={error ? true : undefined}
              onChange={(event) => onChange(items.map((value, i) => (i === index ? event.target.value : value)))}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove ${noun} ${index + 1}`}
              disabled={items.length <= min}
              onClick={() => onChange(items.filter((_, i) => i !== index))}
            >
              <X aria-hidden="true" />
            </Button>
          </div>
        );
      })}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={add} disabled={items.length >= max}>
          <Plus aria-hidden="true" />
          {`Add a ${noun}`}
        </Button>
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </fieldset>
  );
}
