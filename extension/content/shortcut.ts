/** The keyboard shortcut that opens the tone menu on the focused composer. */
export const shortcutLabel = "Alt+Shift+H";

export function isShortcut(event: KeyboardEvent): boolean {
  return event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === "KeyH";
}
