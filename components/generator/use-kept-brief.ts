"use client";

import { useEffect, useRef } from "react";

import type { Brief } from "@/lib/generator/brief";
import { keptBriefText, parseKeptBrief } from "@/lib/generator/screen/kept-brief";
import { sessionStorageKeys } from "@/lib/storage-keys";

/**
 * Keeps the brief in the tab as it is written; with `restore` (back from an upgrade) the form first takes back the
 * brief kept before the user left, so the upgrade costs them nothing they wrote. Without options (the demo) it keeps
 * nothing.
 */
export function useKeptBrief(form: Brief, setForm: (brief: Brief) => void, options?: { restore: boolean }) {
  const restored = useRef(false);
  const keeping = options !== undefined;
  const restore = options?.restore ?? false;
  useEffect(() => {
    if (!restore || restored.current) return;
    restored.current = true;
    const kept = parseKeptBrief(sessionStorage.getItem(sessionStorageKeys.generatorBrief));
    if (kept) setForm(kept);
    // Once, on arrival: later renders must not undo what the user types.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (keeping) sessionStorage.setItem(sessionStorageKeys.generatorBrief, keptBriefText(form));
  }, [form, keeping]);
}
