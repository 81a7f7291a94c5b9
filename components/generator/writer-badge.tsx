/** Where the README explains how to connect a provider; the app serves no docs, so the note names the section. */
export const connectProviderSection = "Connect an AI provider";

/**
 * Who wrote the output ("OpenAI · gpt-4.1-mini", "Offline writer"), so template copy is never taken for a model's:
 * offline output is marked as sample copy, with where to read how to get real drafts.
 */
export function WriterBadge({ label, offline }: { label: string; offline: boolean }) {
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
            Sample copy from templates — connect an AI provider for real drafts.
          </strong>{" "}
          See “{connectProviderSection}” in the README. Templates write in English.
        </span>
      ) : null}
    </>
  );
}
