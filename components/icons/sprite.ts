import { iconNames } from "@/content/pages/types";

/** Every icon the sprite sheet holds: the content's icons and the marketing pages' own. */
export const spriteIconNames = [...iconNames, "check", "chevron-down"] as const;
export type SpriteIconName = (typeof spriteIconNames)[number];

/** The sprite sheet, a file in public/ (its test writes it from lucide's icons). */
export const spriteSheetHref = "/icons.svg";
