/**
 * What a form's last action came to, under it: a refusal as an alert (read out at once), and a success as a status
 * line (read out politely). The status line stays in the page while empty, so screen readers hear its first change.
 */
export function FormOutcome({ error, note }: { error: string | null; note: string | null }) {
  return (
    <>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <p role="status" className="text-sm text-muted-foreground empty:hidden">
        {note}
      </p>
    </>
  );
}
