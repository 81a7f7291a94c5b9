/** Every page's main content carries this id, on a <main> that takes focus (tabIndex -1) when the link leads there. */
export const mainContentId = "main";

/**
 * The first Tab stop of every page: hidden until focused, it moves focus past the top bar to the main content. A
 * plain link, so no script: the browser focuses the target of a fragment link when it can take focus.
 */
export function SkipLink() {
  return (
    <a
      href={`#${mainContentId}`}
      className="sr-only rounded-md bg-background px-4 py-3 text-sm font-medium text-foreground shadow-lg ring-2 ring-ring focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100]"
    >
      Skip to content
    </a>
  );
}
