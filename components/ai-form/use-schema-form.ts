"use client";

import { useState } from "react";
import type { z } from "zod";

import { fieldErrors } from "@/lib/field-errors";

type Options<Values> = {
  /** The form's controls have ids `${idPrefix}-${field}`; the first field with an error takes focus. */
  idPrefix: string;
  /** Where focus goes for a field whose control has another id (a group of checkboxes, say). */
  focusIdOf?: Partial<Record<keyof Values, string>>;
};

/**
 * A form's values and its field errors, checked with the input's one zod schema: editing a field clears its error,
 * and `validate` shows every field's first message and moves focus to the first field in trouble.
 */
export function useSchemaForm<Values extends Record<string, unknown>>(
  initial: Values | (() => Values),
  schema: z.ZodType,
  { idPrefix, focusIdOf }: Options<Values>,
) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const focus = (field: keyof Values) =>
    document.getElementById(focusIdOf?.[field] ?? `${idPrefix}-${String(field)}`)?.focus();

  /** Shows one field's error from a check outside the schema, and focuses the field. */
  const showError = (field: keyof Values, message: string | undefined) => {
    setErrors((current) => ({ ...current, [field]: message }));
    focus(field);
  };

  /** True when the values pass the schema; otherwise shows the errors and focuses the first. */
  const validate = (): boolean => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return true;
    const found = fieldErrors<Extract<keyof Values, string>>(parsed.error);
    setErrors(found as Partial<Record<keyof Values, string>>);
    const first = Object.keys(found)[0] as keyof Values | undefined;
    if (first !== undefined) focus(first);
    return false;
  };

  return { values, setValues, errors, set, showError, validate };
}
