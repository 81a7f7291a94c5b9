import { CopyPreview } from "@/components/ai-form/previews/copy-preview";
import { VariantScore } from "@/components/ai-form/variant-score";
import type { Brief } from "@/lib/generator/brief";
import { splitVariants } from "@/lib/generator/pipeline/format";
import { betterVariant, scoreVariant } from "@/lib/scoring/score";

import { variantName } from "./variant-name";

/** The copy as it stands scored and previewed the way the generator shows it, each A/B variant on its own. */
export function CopyChecks({ brief, text, avoidWords }: { brief: Brief; text: string; avoidWords: string[] }) {
  const variants = splitVariants(text).filter((variant) => variant.trim() !== "");
  const twoUp = variants.length > 1;
  const scores = variants.map((variant) => scoreVariant(brief, variant, { avoidWords }));
  const better = twoUp ? betterVariant(scores) : null;
  return (
    <section aria-labelledby="copy-checks-heading" className="grid gap-3">
      <h2 id="copy-checks-heading" className="text-lg font-semibold">
        Score and preview
      </h2>
      <div className={twoUp ? "grid gap-4 xl:grid-cols-2" : "grid gap-4"}>
        {variants.map((variant, index) => (
          <article
            key={index}
            className="grid min-w-0 content-start gap-3"
            aria-label={twoUp ? variantName(index) : "Copy"}
          >
            {twoUp ? <h3 className="text-sm font-semibold">{variantName(index)}</h3> : null}
            {scores[index] ? <VariantScore result={scores[index]} better={better === index} /> : null}
            <CopyPreview brief={brief} variant={variant} />
          </article>
        ))}
      </div>
    </section>
  );
}
