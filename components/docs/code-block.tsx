/**
 * A block of code that scrolls sideways on narrow screens; it takes focus, so a keyboard can scroll it too.
 */
export const codeBlockProps = {
  tabIndex: 0,
  className: "overflow-x-auto rounded-lg border bg-muted p-4 text-sm leading-6",
} as const;

export function CodeBlock({ code }: { code: string }) {
  return (
    <pre {...codeBlockProps}>
      <code>{code}</code>
    </pre>
  );
}
