import { LengthCounter } from "@/components/ai-form/length-counter";
import type { Brief } from "@/lib/generator/brief";
import { sectionsOf, splitVariants } from "@/lib/generator/pipeline/format";

import { variantName } from "./variant-name";

/**
 * The copy's lengths counted the way the generator counts them, against the platform's own limits (each A/B
 * variant on its own); without a brief (plans, hooks) its characters and words.
 */
export function CopyLengths({ id, brief, text }: { id: string; brief: Brief | null; text: string }) {
  const variants = brief ? splitVariants(text) : [text];
  return (
    <div id={id} className="grid gap-2">
      {variants.map((variant, index) => (
        <ul
          key={index}
          className="grid gap-0.5"
          aria-label={variants.length > 1 ? `Lengths of ${variantName(index)}` : "Lengths"}
        >
          {(brief ? sectionsOf(brief, variant) : [{ label: "", text: variant, rule: null }]).map(
            (section, position) => (
              <li key={position}>
                <LengthCounter section={section} />
              </li>
            ),
          )}
        </ul>
      ))}
    </div>
  );
}
