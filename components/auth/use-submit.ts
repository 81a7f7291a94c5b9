"use client";

import { useRef, useState } from "react";

/**
 * Runs one submission at a time: a second press while the first runs is ignored (the ref updates before React
 * re-renders the disabled button). `run` returns an error message to show, or null.
 */
export function useSubmit() {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(run: () => Promise<string | null>): Promise<void> {
    if (running.current) return;
    running.current = true;
    setPending(true);
    setError(null);
    try {
      setError(await run());
    } catch {
      setError("Something went wrong.");
    } finally {
      running.current = false;
      setPending(false);
    }
  }

  return { pending, error, setError, submit };
}
