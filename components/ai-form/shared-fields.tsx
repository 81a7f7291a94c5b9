"use client";

import { NativeSelect } from "@/components/ui/native-select";
import { languages } from "@/lib/generator/options";

import { Field } from "./field";

type Language = (typeof languages)[number];

/** The output language picker of the hook generator and the content planner (the interface stays English). */
export function LanguageField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: Language;
  onChange: (value: Language) => void;
}) {
  return (
    <Field id={id} label="Language">
      {() => (
        <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value as Language)}>
          {languages.map((language) => (
            <option key={language}>{language}</option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}

/** The brand voice picker: the user's presets by name, or none. */
export function VoiceField({
  id,
  presets,
  value,
  onChange,
}: {
  id: string;
  presets: string[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label="Brand voice">
      {() => (
        <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">No brand voice</option>
          {presets.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
