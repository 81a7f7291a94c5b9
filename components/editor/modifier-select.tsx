"use client";

import { editor } from "@/lib/config/editor/page-editor";
import { styleModifiers, type StyleModifier } from "@/lib/editor/style-modifiers";

const states: readonly string[] = editor.styleModifiers;

export function isStateModifier(value: string): boolean {
  return states.includes(value);
}

export function toModifier(value: string): StyleModifier | "" {
  return styleModifiers.find((modifier) => modifier === value) ?? "";
}

/** When a class or style applies: always, in a state (hover…), from a breakpoint up, or in dark mode. */
export function ModifierSelect({
  id,
  value,
  onChange,
  label,
}: {
  id: string;
  value: StyleModifier | "";
  onChange: (value: StyleModifier | "") => void;
  label: string;
}) {
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="h-8 rounded-md border bg-background px-1 text-sm"
        value={value}
        onChange={(event) => onChange(toModifier(event.target.value))}
      >
        <option value="">always</option>
        <optgroup label="State">
          {editor.styleModifiers.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </optgroup>
        <optgroup label="Screen">
          {Object.entries(editor.breakpoints).map(([name, width]) => (
            <option key={name} value={name}>
              {name} (from {width})
            </option>
          ))}
        </optgroup>
        <optgroup label="Theme">
          <option value="dark">dark</option>
        </optgroup>
      </select>
    </>
  );
}
