/**
 * Who wrote the output ("OpenAI · gpt-4.1-mini", "Offline writer"), so template copy is never taken for a model's:
 * offline output is marked as sample copy. The note speaks to the person writing copy, who cannot connect a
 * provider themselves; how an operator connects one is in the README ("Connect an AI provider").
 */
export function WriterBadge({ label, offline, voice = "" }: { label: string; offline: boolean; voice?: string }) {
  return (
    <>
      <span
        className={
          offline
            ? "rounded-full bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-900"
            : "rounded-full bg-muted px-2 py-0.5 text-sm text-muted-foreground"
        }
        data-testid="writer"
      >
        {label}
      </span>
      {offline ? (
        <span className="basis-full text-xs text-muted-foreground" data-testid="writer-note">
          <strong className="font-medium text-foreground">
            Sample copy from templates: ask your workspace&apos;s admin to connect an AI provider.
          </strong>{" "}
          Templates write English around your brief&apos;s own words.
          {voice
            ? ` Brand voice “${voice}”: its words to avoid, and any “no emoji” or “no hashtags” in its notes, are kept; its tone and style need an AI provider.`
            : null}
        </span>
      ) : null}
    </>
  );
}
