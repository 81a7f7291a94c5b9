import { spriteSheetHref, type SpriteIconName } from "./sprite";

// A lucide icon drawn from the shared sprite sheet. Inline, each icon's paths would be written twice into a page
// (its HTML and the payload React hydrates from) and repeated per use; a <use> reference costs a few bytes, and the
// sheet is one cached file. Decorative: the text beside it carries the meaning.
export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg aria-hidden="true" width="24" height="24" className={className}>
      <use href={`${spriteSheetHref}#${name}`} />
    </svg>
  );
}
