/** A block of code, scrollable sideways on narrow screens. */
export function CodeBlock({ code }: { code: string }) {
  return (
    <pre className="overflow-x-auto rounded-lg border bg-muted p-4 text-sm leading-6">
      <code>{code}</code>
    </pre>
  );
}
