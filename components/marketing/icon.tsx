import { SpriteIcon } from "@/components/icons/sprite-icon";
import type { IconName } from "@/content/pages/types";

/** A content icon, decorative (the text beside it carries the meaning). */
export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  return <SpriteIcon name={name} className={className} />;
}
