/**
 * A box a wide table scrolls sideways in on narrow screens: it takes focus so a keyboard can scroll it, and is a
 * named region so a screen reader says what that stop is.
 */
export function scrollBoxProps(label: string) {
  return { tabIndex: 0, role: "region", "aria-label": label } as const;
}
