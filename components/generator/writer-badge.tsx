/** Who wrote the output ("OpenAI · gpt-4.1-mini", "Offline writer"), so template copy is never taken for a model's. */
export function WriterBadge({ label, offline }: { label: string; offline: boolean }) {
  return (
    <>
      <span className={offline ? "rounded-full bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-900" : "rounded-full bg-muted px-2 py-0.5 text-sm text-muted-foreground"} data-testid="writer">
        {label}
      </span>
      {offline ? <p className="basis-full text-xs text-muted-foreground">No AI provider is configured, so this comes from Hookline&apos;s templates, in English.</p> : null}
    </>
  );
}
