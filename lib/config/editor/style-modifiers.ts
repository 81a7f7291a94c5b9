// The editor's style modifiers, listed once: when a class or style applies (an element state, a screen width up
// from a breakpoint, or dark mode). The change schemas accept these, the toolbar offers them, the frame forces the
// states.
export const stateModifiers = ["hover", "required", "focus", "active", "invalid", "disabled"] as const;

/** Tailwind's default breakpoints: a change with one applies from that width up. */
export const breakpoints = { sm: "40rem", md: "48rem", lg: "64rem", xl: "80rem", "2xl": "96rem" } as const;

const breakpointModifiers = ["sm", "md", "lg", "xl", "2xl"] as const satisfies readonly (keyof typeof breakpoints)[];

/** A breakpoint in `breakpoints` but not in `breakpointModifiers`: any makes `styleModifiers` fail to compile. */
type UnlistedBreakpoint = Exclude<keyof typeof breakpoints, (typeof breakpointModifiers)[number]>;

export const styleModifiers = [...stateModifiers, ...breakpointModifiers, "dark"] as const satisfies [
  UnlistedBreakpoint,
] extends [never]
  ? readonly string[]
  : never;
export type StyleModifier = (typeof styleModifiers)[number];
