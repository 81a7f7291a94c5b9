// The style modifiers a change can carry, shared by the engine's schemas, the Tailwind helpers and the editor screen.

// The list itself is product config, next to the breakpoints it names.
export { styleModifiers, type StyleModifier } from "../config/editor/style-modifiers.ts";
